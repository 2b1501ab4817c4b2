// Work that can wait until the first page is on screen and the browser has nothing else to do.

/** Runs `task` once the browser is idle (at most 2 s later); returns a cancel function. */
export function whenIdle(task: () => unknown): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
