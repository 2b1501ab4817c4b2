// The deductible due after a declined card: the amount in the warning tone and the button to pay it, before
// the claim's facts.
import * as Mail from './layout';

export function DeductibleDueEmail({ content }: Mail.TemplateProps) {
  const [declined, ...rest] = content.paragraphs;
  return (
    <Mail.MessageLayout content={content}>
      <Mail.Highlight line={Mail.factOf(content, 'Deductible due')} tone="warning" />
      <Mail.Callout tone="warning">{declined}</Mail.Callout>
      <Mail.Action action={content.action} />
      <Mail.Callout tone="brand">{rest.join(' ')}</Mail.Callout>
      <Mail.NextSteps steps={content.nextSteps} />
      <Mail.Facts lines={content.facts} />
    </Mail.MessageLayout>
  );
}
