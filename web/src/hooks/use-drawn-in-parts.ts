// A large screen drawn in parts: the first part with the screen, each next one in a transition once the
// one before is on screen. One commit of the whole (its DOM, and the first use of each component's
// styles) holds the page in one long task; shorter ones leave room for input and paint between them.
// A later part goes below the ones before, or keeps its place with a skeleton, so that nothing on screen
// moves when it comes.
import { startTransition, useEffect, useState } from 'react';

/** How many of the screen's `parts` are drawn: 1 on its first render, then one more after each commit. */
export function useDrawnInParts(parts: number): number {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn < parts) startTransition(() => setDrawn(drawn + 1));
  }, [drawn, parts]);
  return drawn;
}
