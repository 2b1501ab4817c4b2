import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { whenIdle } from '../lib/idle';
import { onToastWaiting } from '../lib/notify';
import { SessionProvider } from '../lib/session';
import { theme } from './theme';

const ToastContainer = lazy(() => import('../lib/toaster'));

/** Brings in the toast container once the first page is idle, or as soon as a toast is waiting. */
function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const load = () => setWanted(true);
    onToastWaiting(load);
    return whenIdle(load);
  }, []);
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
