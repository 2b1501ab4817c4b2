// The customer's documents as PDF downloads, for their owner or an admin (403 for anyone else, 404 for an
// unknown id): GET /api/subscriptions/{id}/certificate.pdf (the policy certificate) and
// GET /api/payments/{id}/receipt.pdf (a receipt, or a refund's credit note).
import type { Response } from 'express';
import { Router } from 'express';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import type { DocumentsService } from '../services/documents';

/** The PDF renderer, loaded on the first document asked for (documents/render.tsx says why). */
const renderer = () => import('../documents/render');

/** Sends a PDF as a download under its dated name; private, never kept by a cache. */
function sendPdf(res: Response, fileName: string, bytes: Buffer): void {
  res.set({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.send(bytes);
}

export function documentRoutes(auth: AuthMiddlewares, documents: DocumentsService): Router {
  const router = Router();

  router.get('/api/subscriptions/:id/certificate.pdf', auth.signedIn, async (req, res) => {
    const content = await documents.certificate(callerOf(req), String(req.params.id));
    const { renderCertificatePdf } = await renderer();
    sendPdf(res, content.fileName, await renderCertificatePdf(content));
  });

  router.get('/api/payments/:id/receipt.pdf', auth.signedIn, async (req, res) => {
    const content = await documents.receipt(callerOf(req), String(req.params.id));
    const { renderReceiptPdf } = await renderer();
    sendPdf(res, content.fileName, await renderReceiptPdf(content));
  });

  return router;
}
