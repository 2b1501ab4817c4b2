// How a failed catalogue change is shown (spec 02 section 7): the server's message, or 'HTTP {status}'
// when it sent none (apiFetch words it so). A 401 goes through the app's sign-in handling.
import { ApiError } from '../../../lib/api-client';
import { notifyApiError, notifyError } from '../../../lib/notify';

export function notifyCatalogueChangeFailed(error: unknown): void {
  if (error instanceof ApiError && error.status !== 401) notifyError(error.message);
  else notifyApiError(error);
}

/** A list that failed to load reads '{Resource} HTTP {status}' (spec 02 section 8). */
export function listFailedMessage(resource: string, error: unknown): string {
  return `${resource} ${error instanceof ApiError && error.status > 0 ? `HTTP ${error.status}` : 'failed to load'}`;
}
