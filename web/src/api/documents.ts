// The customer's documents (issue 24): a subscription's policy certificate and a payment's receipt (a credit
// note for a refund), PDFs the api makes for their owner or an admin, saved under the api's dated file name.
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';
import { notifyFailure } from '../lib/session-ended';

export type DocumentRef =
  { kind: 'certificate'; subscriptionId: string } | { kind: 'receipt'; paymentId: string };

function pathOf(document: DocumentRef): string {
  return document.kind === 'certificate'
    ? `/api/subscriptions/${encodeURIComponent(document.subscriptionId)}/certificate.pdf`
    : `/api/payments/${encodeURIComponent(document.paymentId)}/receipt.pdf`;
}

export function useDownloadDocument() {
  return useMutation({
    mutationFn: (document: DocumentRef) =>
      downloadFile(
        pathOf(document),
        `${document.kind === 'certificate' ? 'policy-certificate' : 'receipt'}.pdf`,
      ),
    meta: { silent: true },
    // A 401 is the app's (app/query-client.ts); anything else is said here.
    onError: (error) =>
      notifyFailure(
        error,
        `Download failed: ${error instanceof ApiError ? error.message : 'please try again.'}`,
      ),
  });
}
