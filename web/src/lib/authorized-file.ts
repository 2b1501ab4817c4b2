// Files the api serves only to their owner (GET /api/files/..., a claim's or a device's photos): an <img>
// cannot send the bearer token, so they are fetched with it and shown from an object URL.
import { getAuthLazy } from './firebase';

const apiBase: string = import.meta.env.VITE_API_BASE ?? '';

/** True for an address of the api's own file store, which needs the signed-in user's token. */
export function needsAuthorization(address: string): boolean {
  return address.startsWith('/api/');
}

/** The file as a Blob, fetched with the signed-in user's ID token. Throws on a failed answer. */
export async function fetchAuthorizedBlob(address: string, signal?: AbortSignal): Promise<Blob> {
  const user = (await getAuthLazy()).currentUser;
  const headers = new Headers();
  if (user) headers.set('Authorization', `Bearer ${await user.getIdToken()}`);
  const response = await fetch(`${apiBase}${address}`, { headers, signal });
  if (!response.ok) throw new Error(`GET ${address}: HTTP ${response.status}`);
  return response.blob();
}
