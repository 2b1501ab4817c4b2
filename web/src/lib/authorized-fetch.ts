// The one request to /api: the api base, the signed-in user's ID token, and a failed answer turned into an
// ApiError from the api's JSON `{ success: false, message, code, errors }`. The JSON client (api-client),
// the owner-only files (authorized-file) and the admin CSV exports all go through it.
import { env } from '../config/env';
import { getAuthLazy } from './firebase';

// In the browser a path is on the page's own origin (or VITE_API_BASE). The build-time prerender runs in
// Node, where a path has no origin, so it names the api it reads the catalogue from (src/prerender.tsx).
let apiBase: string = env.apiBase;
export function setApiBase(base: string): void {
  apiBase = base;
}

export type FieldErrors =
  Record<string, string> | Array<{ field?: string; path?: string; message: string }>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: FieldErrors | undefined;
  /** The whole parsed answer, for the fields a caller reads beyond message and code (a decline code). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    code?: string,
    errors?: FieldErrors,
    body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.body = body;
  }
}

const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

export interface AuthorizedFetchInit extends RequestInit {
  /** Skip the ID token even when signed in (public catalogue calls). */
  anonymous?: boolean;
  /**
   * The wording of a failure the api did not word (no JSON message), by status; 0 is a network
   * failure. Defaults to 'HTTP {status}' (the admin lists' spec wording) and the network line.
   */
  failureMessage?: (status: number) => string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The parsed JSON of an answer's text, or undefined when it has none or it is not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The ApiError of a failed answer: the api's message and code when it sent them. */
export function apiErrorOf(
  status: number,
  data: unknown,
  failureMessage: (status: number) => string = (code) => `HTTP ${code}`,
): ApiError {
  const record = isRecord(data) ? data : {};
  const message =
    typeof record.message === 'string' && record.message ? record.message : failureMessage(status);
  const code = typeof record.code === 'string' ? record.code : undefined;
  return new ApiError(status, message, code, record.errors as FieldErrors | undefined, data);
}

/** Sends the request with the ID token; resolves with a 2xx answer, throws an ApiError otherwise. */
export async function authorizedFetch(
  path: string,
  init: AuthorizedFetchInit = {},
): Promise<Response> {
  const { anonymous, failureMessage, headers: givenHeaders, ...rest } = init;
  const headers = new Headers(givenHeaders);
  // Public calls never wait for the Auth SDK; the others load it (once) to find the signed-in user.
  const user = anonymous ? null : (await getAuthLazy()).currentUser;
  if (user) headers.set('Authorization', `Bearer ${await user.getIdToken()}`);

  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, { ...rest, headers });
  } catch (error) {
    // A caller that gave up (an image scrolled away) is not a network failure.
    if (rest.signal?.aborted) throw error;
    throw new ApiError(0, failureMessage?.(0) ?? NETWORK_ERROR, 'network');
  }
  if (!response.ok) {
    throw apiErrorOf(response.status, parseJson(await response.text()), failureMessage);
  }
  return response;
}
