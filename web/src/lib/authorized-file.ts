// Files the api serves only to their owner (GET /api/files/..., a claim's or a device's photos): an <img>
// cannot send the bearer token, so they are fetched with it and shown from an object URL.
import { authorizedFetch } from './authorized-fetch';

/** True for an address of the api's own file store, which needs the signed-in user's token. */
export function needsAuthorization(address: string): boolean {
  return address.startsWith('/api/');
}

/** The file as a Blob, fetched with the signed-in user's ID token. Throws an ApiError on a failed answer. */
export async function fetchAuthorizedBlob(address: string, signal?: AbortSignal): Promise<Blob> {
  const response = await authorizedFetch(address, { signal });
  return response.blob();
}
