// Files the api hands out as downloads (the admin CSV exports, the policy certificate and receipts): fetched
// with the bearer token (a plain link cannot carry it) and saved under the file name the server gives.
import { type AuthorizedFetchInit, authorizedFetch } from './authorized-fetch';

/** The file name of a Content-Disposition header (filename="..."), or null. */
export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Downloads `path` and saves it in the browser under the server's file name, else `fallbackName`; resolves
 * with the name used. Throws the ApiError of a failed answer.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  init: Pick<AuthorizedFetchInit, 'headers' | 'failureMessage'> = {},
): Promise<string> {
  const response = await authorizedFetch(path, init);
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; free it once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
