// Whether a media query matches now, and again whenever that changes (a phone turned, a window resized).
// The browser's matchMedia through useSyncExternalStore, which is all that MUI's useMediaQuery does for a
// page drawn in the browser; MUI's also serves server rendering and was 0.8 KB gzipped in /admin/claims'
// first load. False where the browser has no matchMedia (jsdom).
import { useCallback, useSyncExternalStore } from 'react';

/** `query` as MUI's breakpoints write it ('@media (min-width:900px)') or bare ('(min-width:900px)'). */
export function useMediaQuery(query: string): boolean {
  const bare = query.replace(/^@media\s*/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!window.matchMedia) return () => undefined;
      const list = window.matchMedia(bare);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [bare],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(bare).matches ?? false,
    () => false,
  );
}
