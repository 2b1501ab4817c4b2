import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/App';
import { readPrerenderedData } from './app/prerendered-data';
import { createQueryClient } from './app/query-client';
import { createStyleCache } from './app/style-cache';
// After the app's imports, which bring emotion in first (a smaller entry: bench:web's sizes).
import { CacheProvider } from '@emotion/react';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const queryClient = createQueryClient();
const prerendered = readPrerenderedData();
if (prerendered) hydrate(queryClient, prerendered.queries);

const app = (
  <StrictMode>
    <CacheProvider value={createStyleCache()}>
      <App queryClient={queryClient} />
    </CacheProvider>
  </StrictMode>
);

// A page prerendered at build time (src/prerender.tsx) is hydrated: React adopts the DOM already on
// screen instead of building it again. A transition render is time-sliced: React yields to the browser
// every few milliseconds instead of blocking the main thread for the whole first render.
startTransition(() => {
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
