// The final notice: cover ended unpaid, said first in the error tone; then how to protect the device again.
import * as Mail from './layout';

export function RenewalFinalNoticeEmail({ content }: Mail.TemplateProps) {
  return (
    <Mail.MessageLayout content={content}>
      <Mail.Paragraphs lines={content.paragraphs} tone="error" />
      <Mail.Facts lines={content.facts} />
      <Mail.NextSteps steps={content.nextSteps} />
      <Mail.Action action={content.action} />
    </Mail.MessageLayout>
  );
}
