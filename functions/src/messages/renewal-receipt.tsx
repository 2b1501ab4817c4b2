// A paid renewal: the amount, then the receipt's facts.
import * as Mail from './layout';

export function RenewalReceiptEmail({ content }: Mail.TemplateProps) {
  return (
    <Mail.MessageLayout content={content}>
      <Mail.Highlight line={Mail.factOf(content, 'Amount paid')} />
      <Mail.Paragraphs lines={content.paragraphs} />
      <Mail.Facts lines={content.facts} />
    </Mail.MessageLayout>
  );
}
