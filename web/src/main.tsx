import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A transition render is time-sliced: React yields to the browser every few milliseconds instead of
// blocking the main thread for the whole first render (which a phone feels as a frozen page).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
