// The one place that shows toasts (and turns api errors into them); a 401 is lib/session-ended's.
// The toast library is not part of the first load: it comes with the first toast asked for, which waits
// for it (see providers.tsx and toaster.tsx).
import type { OptionsObject, SnackbarKey } from 'notistack';
import { ApiError } from './api-client';

export interface Toaster {
  enqueueSnackbar(message: string, options?: OptionsObject): SnackbarKey;
  closeSnackbar(key?: SnackbarKey): void;
}

let toaster: Toaster | null = null;
const waiting: Array<(ready: Toaster) => void> = [];

/**
 * Called once the toast container is on the page; shows what was asked for until then. Answers what to
 * call when the container goes, so later toasts wait for (and bring back) the next one.
 */
export function toasterReady(ready: Toaster): () => void {
  toaster = ready;
  for (const show of waiting.splice(0)) show(ready);
  return () => {
    if (toaster === ready) toaster = null;
  };
}

let requestToaster: () => void = () => undefined;

/** The app registers how to bring in the toast container at once when a toast is waiting for it. */
export function onToastWaiting(request: () => void): void {
  requestToaster = request;
  if (waiting.length > 0) request();
}

function withToaster(action: (ready: Toaster) => void): void {
  if (toaster) {
    action(toaster);
    return;
  }
  waiting.push(action);
  requestToaster();
}

/** A toast with notistack's options (variant, key, preventDuplicate, autoHideDuration). */
export function notify(message: string, options: OptionsObject = {}): void {
  withToaster((ready) => ready.enqueueSnackbar(message, options));
}

export function closeNotification(key: SnackbarKey): void {
  withToaster((ready) => ready.closeSnackbar(key));
}

export function notifySuccess(message: string): void {
  notify(message, { variant: 'success' });
}

export function notifyInfo(message: string, autoHideDuration?: number): void {
  notify(message, { variant: 'info', autoHideDuration });
}

/** An error's own words for a toast after the screen's prefix ('Failed to ...: {words}'), else 'Please try again.' */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}

export function notifyError(message: string): void {
  notify(message, { variant: 'error' });
}

/**
 * Shows an api failure as an error toast: the screen's own wording when it has one (the spec fixes most
 * failure messages), else the server's message for a 4xx, else a generic line. A 401 is not told here:
 * the caches hand it to lib/session-ended.
 */
export function notifyApiError(error: unknown, wording?: string): void {
  const serverWording =
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    !/^HTTP \d+$/.test(error.message)
      ? error.message
      : null;
  notify(wording ?? serverWording ?? 'Something went wrong. Please try again.', {
    variant: 'error',
  });
}
