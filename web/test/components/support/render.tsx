// Renders a screen the way the app mounts it: the real providers (theme, query client with its error
// handling, session, toasts) and a router at the given address, so a test sees what the app shows.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import { AppRoutes } from '../../../src/app/router';

export type RenderedScreen = RenderResult & { user: UserEvent; queryClient: QueryClient };

/** Shows the current address, so a test can see where the app went. */
function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderScreen(screen: ReactElement, { at = '/', path = '*' } = {}): RenderedScreen {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[at]}>
      <AppProviders queryClient={queryClient}>
        <Routes>
          <Route path={path} element={screen} />
        </Routes>
        <WhereAmI />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...view, user, queryClient };
}

/** The whole app's pages (guards, layout, lazy pages) at an address, as a visitor opening it. */
export function renderApp(at: string): RenderedScreen {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[at]}>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
        <WhereAmI />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...view, user, queryClient };
}
