// A prerendered page carries the answers its queries had at build time (src/prerender.tsx writes them,
// main.tsx reads them), so that the browser hydrates the page on the very data it was rendered with.
import type { DehydratedState } from '@tanstack/react-query';

export const PRERENDERED_DATA_ID = 'prerendered-data';

export interface PrerenderedData {
  /** The path the page was rendered for. */
  route: string;
  queries: DehydratedState;
}

/** The data of the prerendered page on screen, or null when this page was not prerendered for this path. */
export function readPrerenderedData(): PrerenderedData | null {
  const text = document.getElementById(PRERENDERED_DATA_ID)?.textContent;
  if (!text) return null;
  const data = JSON.parse(text) as PrerenderedData;
  // Hosting serves a page only for its own path; any other address gets the plain app shell.
  return data.route === window.location.pathname ? data : null;
}
