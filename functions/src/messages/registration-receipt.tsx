// The registration's receipt: the amount paid, the cover that started, and the certificate sent with it.
import * as Mail from './layout';

export function RegistrationReceiptEmail({ content }: Mail.TemplateProps) {
  const [started, ...rest] = content.paragraphs;
  return (
    <Mail.MessageLayout content={content}>
      <Mail.Highlight line={Mail.factOf(content, 'Amount paid')} />
      <Mail.Callout tone="brand">{started}</Mail.Callout>
      <Mail.Facts lines={content.facts} />
      <Mail.Paragraphs lines={rest} tone="brand" />
      <Mail.Action action={content.action} />
    </Mail.MessageLayout>
  );
}
