import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The whole app. `location` is given only when pages are prerendered at build time (src/prerender.tsx). */
export function App({ location }: { location?: string }) {
  return (
    <AppProviders>
      {location === undefined ? (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      )}
    </AppProviders>
  );
}
