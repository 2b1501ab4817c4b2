// The admin CSV exports (GET /api/admin/export-{users,quotes,claims,subscriptions,payments}): fetched with
// the bearer token (a plain link cannot carry it) and saved under the file name the server gives (dated),
// or that name for today. A failure reads the server's message or 'Export failed ({status})' (spec 02 section 8).
import { exportFileName, type ExportKind } from '@protect/domain';
import { useMutation } from '@tanstack/react-query';
import { notifyFailure } from '../../lib/session-ended';
import { ApiError } from '../../lib/api-client';
import { authorizedFetch } from '../../lib/authorized-fetch';

/** The file name of a Content-Disposition header (filename="..."), or null. */
export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Downloads the export and saves it in the browser; resolves with the file name used. */
export async function downloadExport(kind: ExportKind): Promise<string> {
  const response = await authorizedFetch(`/api/admin/export-${kind}`, {
    headers: { Accept: 'text/csv' },
    failureMessage: (status) => `Export failed (${status})`,
  });
  const blob = await response.blob();
  const name =
    fileNameFrom(response.headers.get('Content-Disposition')) ?? exportFileName(kind, new Date());
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
    // A 401 is the app's (app/query-client.ts); anything else is told in the spec's words.
    onError: (error) =>
      notifyFailure(error, error instanceof ApiError ? error.message : 'Export failed (0)'),
  });
}
