// An appeal received: when it arrived, the claim it is about, and where to follow it.
import * as Mail from './layout';

export function AppealReceivedEmail({ content }: Mail.TemplateProps) {
  return (
    <Mail.MessageLayout content={content}>
      <Mail.Paragraphs lines={content.paragraphs} tone="brand" />
      <Mail.Facts lines={content.facts} />
      <Mail.Action action={content.action} />
    </Mail.MessageLayout>
  );
}
