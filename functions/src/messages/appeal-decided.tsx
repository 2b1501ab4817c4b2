// An appeal decided: the new decision first (approved, or the decision stands with its reason), then the
// facts and what follows.
import * as Mail from './layout';

export function AppealDecidedEmail({ content }: Mail.TemplateProps) {
  const [decision, ...rest] = content.paragraphs;
  return (
    <Mail.MessageLayout content={content}>
      <Mail.Callout tone="brand">{decision}</Mail.Callout>
      <Mail.Paragraphs lines={rest} />
      <Mail.Facts lines={content.facts} />
      <Mail.NextSteps steps={content.nextSteps} />
      <Mail.Action action={content.action} />
    </Mail.MessageLayout>
  );
}
