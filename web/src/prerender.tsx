// Build-time prerendering of the public pages (run in Node by vite-plugins/landing-pages.ts).
// Each page's HTML and its critical CSS go into its own .html file, so a phone paints the page as soon
// as the HTML arrives; the browser then hydrates it (main.tsx) instead of building the DOM again.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from './app/App';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The page's <title> element. */
  title: string;
  /** <style data-emotion> tags for the head; the browser's emotion cache adopts them (key "css"). */
  styles: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

/** Renders one route as a signed-out visitor first sees it (no data loaded yet, as on a first visit). */
export async function prerenderPage(route: string): Promise<PrerenderedPage> {
  // The same key as emotion's default browser cache, so hydration finds every style already inserted.
  // The emotion server (compat mode) must be made before rendering, or styles are put inline.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  // A component that throws would be left for the browser to render; the build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <App location={route} />
      </CacheProvider>
    </StrictMode>,
    // Prerendering waits for the lazy page chunks; every boundary is then written in place, never as a
    // fallback plus a script that swaps the content in later (what React does with big boundaries).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const rendered = await streamToString(prelude);
  if (errors.length > 0) throw new Error(`Prerendering ${route} failed`, { cause: errors[0] });
  if (rendered.includes('<template')) throw new Error(`Prerendering ${route} left a part of the page to a script`);
  // React puts the page's hoisted <title> (PageTitle) first; it belongs in the head.
  const title = /^<title>[^<]*<\/title>/.exec(rendered)?.[0];
  if (!title) throw new Error(`Prerendering ${route}: the page has no <title> (PageTitle)`);
  const html = rendered.slice(title.length);
  return { title, html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
