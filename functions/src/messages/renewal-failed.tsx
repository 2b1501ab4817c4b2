// A renewal the card did not pay (and its reminders): the amount due in the warning tone, the deadline,
// and the button to the card step before anything else.
import * as Mail from './layout';

export function RenewalFailedEmail({ content }: Mail.TemplateProps) {
  return (
    <Mail.MessageLayout content={content}>
      <Mail.Highlight line={Mail.factOf(content, 'Amount due')} tone="warning" />
      <Mail.Paragraphs lines={content.paragraphs} tone="warning" />
      <Mail.Action action={content.action} />
      <Mail.NextSteps steps={content.nextSteps} />
      <Mail.Facts lines={content.facts} />
    </Mail.MessageLayout>
  );
}
