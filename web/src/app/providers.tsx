import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { onToastWaiting } from '../lib/notify';
import { SessionProvider } from '../lib/session';
import { theme } from './theme';

/**
 * Brings in the toast container with the first toast. Most page loads show none, and on a throttled phone
 * loading it on idle was a long task inside the page's load; the first toast waits for its chunk instead.
 * Not React.lazy: a toast is often about a lost connection, when the chunk cannot be fetched either, and a
 * lazy component that fails throws into the app and blanks the page. A failed fetch is only logged; the
 * toasts keep waiting and the next one asks for the chunk again.
 */
function Toasts() {
  const [Container, setContainer] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      onToastWaiting(() => {
        import('../lib/toaster').then(
          (module) => setContainer(() => module.default),
          (error: unknown) => console.error('Loading the toasts failed', error),
        );
      }),
    [],
  );
  return Container ? <Container /> : null;
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
      <Toasts />
    </ThemeProvider>
  );
}
