// A button that downloads one of the customer's documents (a policy certificate or a receipt) as a PDF: the
// subscription page, the dashboard's payments and the admin user page use it. `label` is what it says,
// `name` its accessible name when the label alone would not say which document (a row of receipts).
import { Button, type ButtonProps } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  type Cents,
  type PaymentStatus,
  type PaymentType,
  formatCents,
  hasReceipt,
  isCreditNote,
} from '@protect/domain';
import { type DocumentRef, useDownloadDocument } from '../api/documents';

export function DocumentDownloadButton({
  document,
  label,
  name,
  size = 'small',
  variant = 'text',
  testId,
}: {
  document: DocumentRef;
  label: string;
  name?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  testId?: string;
}) {
  const download = useDownloadDocument();
  return (
    <Button
      size={size}
      variant={variant}
      startIcon={<FileDownloadIcon aria-hidden />}
      aria-label={name}
      loading={download.isPending}
      onClick={() => download.mutate(document)}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

/**
 * A payment's receipt, or a refund's credit note; nothing for a payment that did not go through. Its name
 * says which payment ('Download receipt for $12.99 paid Today').
 */
export function ReceiptDownloadButton({
  payment,
  day,
}: {
  payment: { id: string; amountCents: Cents; type: PaymentType; status: PaymentStatus };
  /** The payment's day as the list shows it. */
  day: string;
}) {
  if (!hasReceipt(payment)) return null;
  const credit = isCreditNote(payment);
  const amount = formatCents(Math.abs(payment.amountCents));
  return (
    <DocumentDownloadButton
      document={{ kind: 'receipt', paymentId: payment.id }}
      label={credit ? 'Credit note' : 'Receipt'}
      name={
        credit
          ? `Download credit note for ${amount} refunded ${day}`
          : `Download receipt for ${amount} paid ${day}`
      }
      testId="receipt-download"
    />
  );
}
