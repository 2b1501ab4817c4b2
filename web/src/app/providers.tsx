import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { onToastWaiting } from '../lib/notify';
import { SessionProvider } from '../lib/session';
import { theme } from './theme';

const ToastContainer = lazy(() => import('../lib/toaster'));

/**
 * Brings in the toast container with the first toast. Most page loads show none, and on a throttled phone
 * loading it on idle was a long task inside the page's load; the first toast waits for its chunk instead.
 */
function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWaiting(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
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
