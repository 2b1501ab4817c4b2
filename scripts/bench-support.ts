// What the api benchmarks share: JSON requests, bench customers made in the Auth emulator, unique IMEIs.
import { randomUUID } from 'node:crypto';
import { imeiCheckDigit } from '@protect/domain';
import { DEMO_ADMIN } from '../emulators/seed/demo-accounts';

export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  const body = (await res.json()) as T;
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export const BENCH_PASSWORD = 'Bench123!x';

/** A verified customer made in the Auth emulator (its admin credential is `Bearer owner`), signed in. */
export async function benchCustomer(
  auth: string,
  project: string,
): Promise<{ idToken: string; localId: string; email: string }> {
  const email = `bench-${randomUUID().slice(0, 8)}@bench.test`;
  const password = BENCH_PASSWORD;
  await json(`http://${auth}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email, password, emailVerified: true, displayName: 'Bench Customer' }),
  });
  return signIn(auth, email, password);
}

/** Signs in through the Auth emulator's REST API, as the web SDK does. */
export function signIn(
  auth: string,
  email: string,
  password: string,
): Promise<{ idToken: string; localId: string; email: string }> {
  return json<{ idToken: string; localId: string; email: string }>(
    `http://${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
}

/** The seeded admin's ID token. */
export async function adminToken(auth: string): Promise<string> {
  return (await signIn(auth, DEMO_ADMIN.email, DEMO_ADMIN.password)).idToken;
}

/** A valid IMEI (Luhn check digit) no other bench request has used. */
export function uniqueImei(): string {
  const first14 = `35${Date.now().toString().slice(-6)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return `${first14}${imeiCheckDigit(first14)}`;
}

/** One timed request of the customer's on a path: its time, status, answer and X-Firestore-Reads. */
export async function timedRequest(
  base: string,
  token: string,
  method: string,
  route: string,
  body: unknown,
) {
  const started = performance.now();
  const res = await fetch(`${base}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `bench-${randomUUID()}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as unknown;
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(answer)}`);
  const reads = res.headers.get('x-firestore-reads');
  return { ms, answer, reads: reads === null ? null : Number(reads) };
}
