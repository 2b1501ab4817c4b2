// The one place that turns api errors into toasts and sends a 401 to the login page.
import { enqueueSnackbar } from 'notistack';
import { ApiError } from './api-client';

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  globalThis.location?.assign('/login');
};

/** The router registers how to reach the login page (keeps lib/ free of route strings). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function notifySuccess(message: string): void {
  enqueueSnackbar(message, { variant: 'success' });
}

export function notifyInfo(message: string, autoHideDuration?: number): void {
  enqueueSnackbar(message, { variant: 'info', autoHideDuration });
}

export function notifyError(message: string): void {
  enqueueSnackbar(message, { variant: 'error' });
}

/**
 * Shows an api failure as an error toast: the screen's own wording when it has one (the spec fixes most
 * failure messages), else the server's message for a 4xx, else a generic line. A 401 goes to the login page.
 */
export function notifyApiError(error: unknown, wording?: string): void {
  if (error instanceof ApiError && error.status === 401) {
    enqueueSnackbar('Please sign in to continue.', { variant: 'warning' });
    onUnauthorized();
    return;
  }
  const serverWording =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && !/^HTTP \d+$/.test(error.message) ? error.message : null;
  enqueueSnackbar(wording ?? serverWording ?? 'Something went wrong. Please try again.', { variant: 'error' });
}
