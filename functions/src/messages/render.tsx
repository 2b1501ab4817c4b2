// The e-mails' HTML and plain text. Loaded on the first message only (services/mail.ts): React Email's
// renderer is not needed by most requests, so it stays off the api's cold start, as the PDFs' renderer does.
import type { ComponentType } from 'react';
import { render } from '@react-email/render';
import type { MessageContent, MessageKind } from '@protect/domain';
import { AppealDecidedEmail } from './appeal-decided';
import { AppealReceivedEmail } from './appeal-received';
import { CancellationEmail } from './cancellation';
import { ClaimApprovedEmail } from './claim-approved';
import { ClaimCompletedEmail } from './claim-completed';
import { ClaimReceivedEmail } from './claim-received';
import { ClaimRejectedEmail } from './claim-rejected';
import { DeductibleDueEmail } from './deductible-due';
import type { TemplateProps } from './layout';
import { PlanChangeEmail } from './plan-change';
import { RegistrationReceiptEmail } from './registration-receipt';
import { RenewalFailedEmail } from './renewal-failed';
import { RenewalFinalNoticeEmail } from './renewal-final-notice';
import { RenewalReceiptEmail } from './renewal-receipt';

/** The template of each message. */
const TEMPLATES: Record<MessageKind, ComponentType<TemplateProps>> = {
  'registration-receipt': RegistrationReceiptEmail,
  'renewal-receipt': RenewalReceiptEmail,
  'renewal-failed': RenewalFailedEmail,
  'renewal-final-notice': RenewalFinalNoticeEmail,
  'plan-change': PlanChangeEmail,
  cancellation: CancellationEmail,
  'deductible-due': DeductibleDueEmail,
  'claim-received': ClaimReceivedEmail,
  'claim-approved': ClaimApprovedEmail,
  'claim-rejected': ClaimRejectedEmail,
  'claim-completed': ClaimCompletedEmail,
  'appeal-received': AppealReceivedEmail,
  'appeal-decided': AppealDecidedEmail,
};

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

/** A message's subject, HTML and plain text, from its content and its kind's template. */
export async function renderMessage(content: MessageContent): Promise<RenderedMessage> {
  const Template = TEMPLATES[content.kind];
  const element = <Template content={content} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: content.subject, html, text };
}
