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

/** Shows an api failure as an error toast; `fallback` replaces messages that are not meant for people. */
export function notifyApiError(error: unknown, fallback?: string): void {
  if (error instanceof ApiError && error.status === 401) {
    enqueueSnackbar('Please sign in to continue.', { variant: 'warning' });
    onUnauthorized();
    return;
  }
  // A 4xx carries a message meant for the user; anything else gets the caller's wording.
  const own = error instanceof ApiError && error.status >= 400 && error.status < 500 && !/^HTTP \d+$/.test(error.message);
  enqueueSnackbar(own ? error.message : (fallback ?? 'Something went wrong. Please try again.'), { variant: 'error' });
}
