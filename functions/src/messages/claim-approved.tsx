// A claim approved: the decision, the deductible among the facts, and the next steps.
import * as Mail from './layout';

export function ClaimApprovedEmail({ content }: Mail.TemplateProps) {
  return (
    <Mail.MessageLayout content={content}>
      <Mail.Paragraphs lines={content.paragraphs} />
      <Mail.Highlight line={Mail.factOf(content, 'Deductible')} />
      <Mail.NextSteps steps={content.nextSteps} />
      <Mail.Facts lines={content.facts} />
      <Mail.Action action={content.action} />
    </Mail.MessageLayout>
  );
}
