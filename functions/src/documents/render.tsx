// The PDFs' bytes. Loaded on the first document request only (routes/documents.ts): the PDF renderer takes
// longer to load than the rest of the api's routes together, and most requests never need it.
import { renderToBuffer } from '@react-pdf/renderer';
import type { CertificateContent, ReceiptContent } from '@protect/domain';
import { CertificatePdf } from './certificate';
import { ReceiptPdf } from './receipt';

export function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  return renderToBuffer(<CertificatePdf content={content} />);
}

export function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  return renderToBuffer(<ReceiptPdf content={content} />);
}
