// The width of an element's content box, as a ResizeObserver reports it: the browser measures after its own
// layout, so no render has to force one (as reading getComputedStyle or clientWidth in an effect does).
// `undefined` until the first report; each later width comes in a transition, so a large redraw can yield.
import { startTransition, useEffect, useState } from 'react';

/** A ref callback for the element to measure, and its content width in whole pixels. */
export function useContentWidth<E extends Element>(): [
  (element: E | null) => void,
  number | undefined,
] {
  const [element, setElement] = useState<E | null>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = Math.floor(entry.contentRect.width);
      startTransition(() => setWidth(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
