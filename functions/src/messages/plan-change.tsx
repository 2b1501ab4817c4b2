// A plan change confirmed: what changes and when, the facts, and the new monthly total set apart.
import * as Mail from './layout';

export function PlanChangeEmail({ content }: Mail.TemplateProps) {
  return (
    <Mail.MessageLayout content={content}>
      <Mail.Paragraphs lines={content.paragraphs} />
      <Mail.Highlight line={Mail.factOf(content, 'New monthly total')} />
      <Mail.Facts lines={content.facts} />
    </Mail.MessageLayout>
  );
}
