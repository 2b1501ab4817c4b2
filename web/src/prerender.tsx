// Build-time prerendering of the pages in prerenderedPaths (config/paths.ts), run in Node by
// vite-plugins/prerender-pages.ts after Vite's client and server builds. Each page is rendered by the app
// itself, with the data its queries ask for read from the api at build time, so the HTML holds the whole
// page (plans, prices, every section) and reads fully with scripts off. The browser then hydrates it
// (main.tsx) on the same data instead of building the DOM again, and refetches what has gone stale.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { createStyleCache } from './app/style-cache';
import { PRERENDERED_DATA_ID, type PrerenderedData } from './app/prerendered-data';
import { setApiBase } from './lib/api-client';

// The build's check of the catalogue, run from the same server bundle as the pages.
export { assertCompleteCatalogue } from './prerender-catalogue';

export interface PrerenderedPage {
  /** What goes into the template's <!--app-head-->: the page's <title>, its critical CSS and its data. */
  head: string;
  /** What goes into #root (<!--app-html-->). */
  html: string;
}

function createPrerenderStyleCache(): EmotionCache {
  // Made as the browser's (main.tsx), so that emotion there finds every style already inserted.
  const cache = createStyleCache();
  // Emotion's server mode (what @emotion/server switches on): styles are kept in the cache, not written
  // inline beside each element.
  cache.compat = true;
  return cache;
}

async function render(
  route: string,
  queryClient: QueryClient,
  cache = createPrerenderStyleCache(),
) {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <App queryClient={queryClient} location={route} />
      </CacheProvider>
    </StrictMode>,
    // Every boundary is written in place, never as a fallback plus a script that swaps the content in
    // later (what React does with big boundaries when it streams).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  // A component that throws would be left for the browser to render; the build fails instead.
  if (errors.length > 0) throw new Error(`Prerendering ${route} failed`, { cause: errors[0] });
  if (html.includes('<template'))
    throw new Error(`Prerendering ${route} left a part of the page to a script`);
  return { html, cache };
}

/**
 * The page's styles: every rule the render wrote, one <style> per global style and one for the rest, as
 * emotion's server writes them, named in data-emotion so that emotion in the browser takes them as
 * inserted. Two differences from emotion's extractCriticalToChunks, each saving the browser work when the
 * app takes the page over (issue 25):
 * - It keeps the rules of classes no element wears. A styled component that wraps another (MUI's AppBar
 *   around Paper) writes its own class as well as the merged one the element gets. Left out, the browser
 *   compiled and inserted about 20 such rules on every page (header, footer, buttons), in the commit of
 *   the app's first render.
 * - Each tag is marked `data-s`, and they come after the template's own <style> (web/index.html).
 *   Without the mark, emotion moves every server-rendered style element to the end of <head> when it
 *   starts, behind the template's, which makes the browser work out the whole page's styles again: in
 *   a probe with the page painted and its scripts held back, 80-160 ms at 4x CPU on /, /services, /quote
 *   and /login, against 1-27 ms without the move.
 * bench:web `--base 67433ed`, 5 runs each: TBT / 189 -> 162 ms, /services 185 -> 156, /quote 456 -> 361,
 * /login 374 -> 274; / now writes no style rule when the app starts (e2e/public/prerendered.e2e.ts).
 */
function styleTags(cache: EmotionCache): string {
  const tag = (key: string, ids: string[], css: string) =>
    `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`;
  let globals = '';
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    // A class's styles are registered under its name; a global style's are not.
    if (cache.registered[`${cache.key}-${id}`] === undefined)
      globals += tag(`${cache.key}-global`, [id], rules);
    else {
      ids.push(id);
      css += rules;
    }
  }
  // The global styles first, as emotion's server puts them.
  return globals + tag(cache.key, ids, css);
}

/**
 * Fetches what the page's queries asked for while rendering, until a render asks for nothing new (a
 * query may depend on another's answer). A query that fails fails the build: a page must not go out
 * saying that plans are unavailable because the api was down while it was built.
 */
async function loadPageData(route: string, queryClient: QueryClient): Promise<void> {
  for (let pass = 0; pass < 5; pass++) {
    const pending = queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => q.state.status === 'pending' });
    if (pending.length === 0) return;
    await Promise.all(
      pending.map((query) =>
        queryClient
          .fetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn })
          .catch((error: unknown) => {
            throw new Error(
              `Prerendering ${route}: the query ${JSON.stringify(query.queryKey)} failed`,
              { cause: error },
            );
          }),
      ),
    );
    await render(route, queryClient);
  }
  throw new Error(`Prerendering ${route}: its queries kept asking for more data`);
}

/** The catalogue queries a page carries: each must hold at least one item (see prerender-catalogue.ts). */
const CATALOGUE_QUERIES = ['plans', 'addons', 'device-pricing'];

function assertNoEmptyCatalogueList(route: string, queryClient: QueryClient): void {
  for (const key of CATALOGUE_QUERIES) {
    const data = queryClient.getQueryData([key]);
    if (Array.isArray(data) && data.length === 0)
      throw new Error(`Prerendering ${route} refused: the api answered no ${key}`);
  }
}

/** Renders one route as a signed-out visitor first sees it, on the catalogue the api at `apiBase` serves. */
export async function prerenderPage(route: string, apiBase: string): Promise<PrerenderedPage> {
  setApiBase(apiBase);
  const queryClient = createQueryClient();
  await render(route, queryClient);
  await loadPageData(route, queryClient);
  assertNoEmptyCatalogueList(route, queryClient);
  const { html: rendered, cache } = await render(route, queryClient);
  // React puts the page's hoisted <title> (PageTitle) first; it belongs in the head.
  const title = /^<title>[^<]*<\/title>/.exec(rendered)?.[0];
  if (!title) throw new Error(`Prerendering ${route}: the page has no <title> (PageTitle)`);
  const html = rendered.slice(title.length);
  const styles = styleTags(cache);
  const data: PrerenderedData = { route, queries: dehydrate(queryClient) };
  // `<` escaped, so no text from the api can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return {
    head: `${title}${styles}<script id="${PRERENDERED_DATA_ID}" type="application/json">${json}</script>`,
    html,
  };
}

/**
 * The styles of what the signed-in pages draw before their own content (the header and footer, the
 * page's frame, the status while the session is restored), for each of `routes`, in one set of tags. They
 * go into the plain app shell (app.html), so that emotion in the browser finds them there rather than
 * compiling and inserting them, rule by rule, in the commit of the app's first render.
 */
export async function prerenderShellStyles(routes: readonly string[]): Promise<string> {
  const cache = createPrerenderStyleCache();
  for (const route of routes) await render(route, createQueryClient(), cache);
  return styleTags(cache);
}
