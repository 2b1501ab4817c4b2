import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/App';
import { readPrerenderedData } from './app/prerendered-data';
import { createQueryClient } from './app/query-client';
import { startLoadingSignedInPage } from './app/router';
import { loadFirebaseSdk } from './lib/firebase';
import { readStoredUser } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Someone signed in before: fetch the Auth SDK and the signed-in page's chunk now, side by side, rather
// than the SDK after the first render and the page after the session check (MEASURE).
if (readStoredUser() !== null) {
  loadFirebaseSdk().catch(() => undefined);
  startLoadingSignedInPage(window.location.pathname);
}

const queryClient = createQueryClient();
const prerendered = readPrerenderedData();
if (prerendered) hydrate(queryClient, prerendered.queries);

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// A page prerendered at build time (src/prerender.tsx) is hydrated: React adopts the DOM already on
// screen instead of building it again. A transition render is time-sliced: React yields to the browser
// every few milliseconds instead of blocking the main thread for the whole first render.
startTransition(() => {
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
