// Every form of the app. A prerendered page (src/prerender.tsx) is on screen before the app runs, and a
// form there would be sent by the browser itself, fields and all, into the address (a password in the
// URL); text typed then would be reset when the app takes over, and a button that needs the app (Google
// sign-in opens its popup from the tap) would do nothing. So until the app has started on the page, the
// controls are disabled, all at once by one <fieldset disabled>, which leaves their look unchanged.
import { useSyncExternalStore, type ReactNode } from 'react';
import { Box, type BoxProps } from '@mui/material';

const noChanges = () => () => undefined;

/**
 * False while a page is rendered at build time and while the browser hydrates that HTML; true once the
 * app runs the page (React renders the server value during hydration, then the browser's).
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/** Controls that work only once the app runs the page: disabled until then. */
export function UntilAppStarts({ children }: { children: ReactNode }) {
  const started = useAppStarted();
  return (
    <Box component="fieldset" disabled={!started} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}

/** A form validated by the app (noValidate); the browser never sends it by itself. */
export function Form({ children, ...props }: BoxProps<'form'>) {
  return (
    <Box component="form" noValidate {...props}>
      <UntilAppStarts>{children}</UntilAppStarts>
    </Box>
  );
}
