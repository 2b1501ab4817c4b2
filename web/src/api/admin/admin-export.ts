// The admin CSV exports (GET /api/admin/export-{users,quotes,claims,subscriptions,payments}): fetched with
// the bearer token and saved under the file name the server gives (dated), or that name for today
// (lib/download-file.ts). A failure reads the server's message or 'Export failed ({status})' (spec 02 section 8).
import { exportFileName, type ExportKind } from '@protect/domain';
import { useMutation } from '@tanstack/react-query';
import { notifyFailure } from '../../lib/session-ended';
import { ApiError } from '../../lib/api-client';
import { downloadFile } from '../../lib/download-file';

/** Downloads the export and saves it in the browser; resolves with the file name used. */
export function downloadExport(kind: ExportKind): Promise<string> {
  return downloadFile(`/api/admin/export-${kind}`, exportFileName(kind, new Date()), {
    headers: { Accept: 'text/csv' },
    failureMessage: (status) => `Export failed (${status})`,
  });
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
