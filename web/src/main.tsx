import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A transition render is time-sliced: React yields to the browser every few milliseconds instead of
// blocking the main thread for the whole first render (which a phone feels as a frozen page).
// A page prerendered at build time (src/prerender.tsx) for this very path is hydrated: React adopts
// the DOM already on screen instead of building it again.
startTransition(() => {
  if (root.dataset.prerendered === window.location.pathname) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
