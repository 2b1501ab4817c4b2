// A claim received: the claim's number and facts, and where to follow it.
import * as Mail from './layout';

export function ClaimReceivedEmail({ content }: Mail.TemplateProps) {
  return (
    <Mail.MessageLayout content={content}>
      <Mail.Paragraphs lines={content.paragraphs} />
      <Mail.Facts lines={content.facts} />
      <Mail.Action action={content.action} />
    </Mail.MessageLayout>
  );
}
