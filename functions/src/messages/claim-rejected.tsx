// A claim rejected: the decision, its reason set apart (and the reviewer's note), and how to appeal.
import * as Mail from './layout';

export function ClaimRejectedEmail({ content }: Mail.TemplateProps) {
  const [decision, ...why] = content.paragraphs;
  return (
    <Mail.MessageLayout content={content}>
      <Mail.Callout tone="error">{decision}</Mail.Callout>
      <Mail.Paragraphs lines={why} tone="brand" />
      <Mail.Facts lines={content.facts} />
      <Mail.NextSteps steps={content.nextSteps} />
      <Mail.Action action={content.action} />
    </Mail.MessageLayout>
  );
}
