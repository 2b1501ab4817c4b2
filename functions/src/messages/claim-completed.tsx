// A claim repaired or completed: done, and the cover goes on.
import * as Mail from './layout';

export function ClaimCompletedEmail({ content }: Mail.TemplateProps) {
  const [done, ...rest] = content.paragraphs;
  return (
    <Mail.MessageLayout content={content}>
      <Mail.Callout tone="brand">{done}</Mail.Callout>
      <Mail.Facts lines={content.facts} />
      <Mail.Paragraphs lines={rest} tone="brand" />
      <Mail.Action action={content.action} />
    </Mail.MessageLayout>
  );
}
