import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app, on the data in `queryClient`. `location` is given only when a page is prerendered at
 * build time (src/prerender.tsx); in the browser the address bar decides.
 */
export function App({ queryClient, location }: { queryClient: QueryClient; location?: string }) {
  return (
    <AppProviders queryClient={queryClient}>
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
