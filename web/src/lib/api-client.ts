// The one way the web talks to /api: attaches a fresh ID token, parses JSON and turns
// the server's `{ success: false, message, code, errors }` into an ApiError.
import { getAuthLazy } from './firebase';

// In the browser a path is on the page's own origin (or VITE_API_BASE). The build-time prerender runs in
// Node, where a path has no origin, so it names the api it reads the catalogue from (src/prerender.tsx).
let apiBase: string = import.meta.env.VITE_API_BASE ?? '';
export function setApiBase(base: string): void {
  apiBase = base;
}

export type FieldErrors = Record<string, string> | Array<{ field?: string; path?: string; message: string }>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: FieldErrors | undefined;
  /** The whole parsed answer, for the fields a caller reads beyond message and code (a decline code). */
  readonly body: unknown;

  constructor(status: number, message: string, code?: string, errors?: FieldErrors, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.body = body;
  }
}

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  /** A plain object is sent as JSON; FormData and strings are sent as they are. */
  body?: unknown;
  /** Skip the ID token even when signed in (public catalogue calls). */
  anonymous?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { body, anonymous, headers: givenHeaders, ...rest } = init;
  const headers = new Headers(givenHeaders);
  headers.set('Accept', 'application/json');

  let payload: BodyInit | undefined;
  if (body instanceof FormData || typeof body === 'string' || body instanceof Blob) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  // Public calls never wait for the Auth SDK; the others load it (once) to find the signed-in user.
  const user = anonymous ? null : (await getAuthLazy()).currentUser;
  if (user) headers.set('Authorization', `Bearer ${await user.getIdToken()}`);

  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, { ...rest, headers, body: payload });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.', 'network');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok || (isRecord(data) && data.success === false)) {
    const record = isRecord(data) ? data : {};
    const message = typeof record.message === 'string' && record.message ? record.message : `HTTP ${response.status}`;
    const code = typeof record.code === 'string' ? record.code : undefined;
    throw new ApiError(response.ok ? 400 : response.status, message, code, record.errors as FieldErrors | undefined, data);
  }
  return data as T;
}
