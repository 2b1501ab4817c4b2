// A cancellation: the refund, or the day cover ends, as the content words it.
import * as Mail from './layout';

export function CancellationEmail({ content }: Mail.TemplateProps) {
  return (
    <Mail.MessageLayout content={content}>
      <Mail.Paragraphs lines={content.paragraphs} />
      <Mail.Facts lines={content.facts} />
    </Mail.MessageLayout>
  );
}
