// The toast container (top right, spec 01 section 2), loaded with the first toast (providers.tsx).
import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { toasterReady } from './notify';

export default function ToastContainer() {
  useEffect(() => toasterReady({ enqueueSnackbar, closeSnackbar }), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={4000}
    />
  );
}
