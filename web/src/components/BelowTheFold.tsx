import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a second, interruptible pass right after the page's first paint. A long page
 * then paints what a visitor sees first sooner, and the main thread is never blocked by building the
 * whole page at once (a phone feels that as a page that ignores taps). Only for content below the fold:
 * it appears a moment after the rest, where nobody is looking yet.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready ? children : null;
}
