// The admin CSV exports (GET /api/admin/export-{users,quotes,claims,subscriptions,payments}): fetched with
// the bearer token (a plain link cannot carry it) and saved under the file name the server gives (dated),
// or {kind}.csv. A failure reads the server's message or 'Export failed ({status})' (spec 02 section 8).
import { useMutation } from '@tanstack/react-query';
import { getAuthLazy } from '../../lib/firebase';
import { notifyApiError, notifyError } from '../../lib/notify';
import { ApiError } from '../../lib/api-client';

export type ExportKind = 'users' | 'quotes' | 'claims' | 'subscriptions' | 'payments';

const apiBase: string = import.meta.env.VITE_API_BASE ?? '';

/** The file name of a Content-Disposition header (filename="..."), or null. */
export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

async function failureOf(response: Response): Promise<ApiError> {
  let message = `Export failed (${response.status})`;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message !== '') message = body.message;
  } catch {
    // No JSON: keep 'Export failed ({status})'.
  }
  return new ApiError(response.status, message);
}

/** Downloads the export and saves it in the browser; resolves with the file name used. */
export async function downloadExport(kind: ExportKind): Promise<string> {
  const user = (await getAuthLazy()).currentUser;
  const headers = new Headers({ Accept: 'text/csv' });
  if (user) headers.set('Authorization', `Bearer ${await user.getIdToken()}`);
  let response: Response;
  try {
    response = await fetch(`${apiBase}/api/admin/export-${kind}`, { headers });
  } catch {
    throw new ApiError(0, 'Export failed (0)');
  }
  if (!response.ok) throw await failureOf(response);
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('Content-Disposition')) ?? `${kind}.csv`;
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

export function useExportCsv(kind: ExportKind) {
  return useMutation({
    mutationFn: () => downloadExport(kind),
    meta: { silent: true },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) notifyApiError(error);
      else notifyError(error instanceof ApiError ? error.message : 'Export failed (0)');
    },
  });
}
