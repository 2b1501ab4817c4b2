// The one way the web reads and writes /api data: JSON over authorizedFetch (the ID token, the api base,
// failures as ApiError), where a 2xx answer that says `success: false` is a failure too.
import { ApiError, apiErrorOf, authorizedFetch, parseJson } from './authorized-fetch';

export { ApiError, setApiBase } from './authorized-fetch';

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  /** A plain object is sent as JSON; FormData and strings are sent as they are. */
  body?: unknown;
  /** Skip the ID token even when signed in (public catalogue calls). */
  anonymous?: boolean;
}

export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { body, headers: givenHeaders, ...rest } = init;
  const headers = new Headers(givenHeaders);
  headers.set('Accept', 'application/json');

  let payload: BodyInit | undefined;
  if (body instanceof FormData || typeof body === 'string' || body instanceof Blob) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const response = await authorizedFetch(path, { ...rest, headers, body: payload });
  const data = parseJson(await response.text());
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { success?: unknown }).success === false
  ) {
    throw apiErrorOf(400, data);
  }
  return data as T;
}

/**
 * The retry rule of a query for one record: once more after a failure that may pass (no answer, a 5xx),
 * never after a refusal (a 4xx: not found, not the owner), which asking again will not change.
 */
function retryUnlessRefused(failures: number, error: unknown): boolean {
  return failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/**
 * The query options of what a page reads for itself (a claim, a user, a subscription, the dashboard):
 * read again each time the page opens, failures worded by the page (no toast), and not asked again
 * after a refusal.
 */
export const pageReadOptions = {
  meta: { silent: true },
  retry: retryUnlessRefused,
  staleTime: 0,
} as const;
