// Contact form (spec 01 section 5).
import { type InferType, object } from 'yup';
import { emailField, optionalText, requiredChoice, requiredText } from './common';

export const CONTACT_SUBJECTS = ['claim', 'billing', 'coverage', 'technical', 'general'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  sent: "Message sent successfully! We'll get back to you soon.",
  failed: 'Failed to send message. Please try again.',
} as const;

export const contactSchema = object({
  name: requiredText(CONTACT_MESSAGES.nameRequired),
  email: emailField(CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailInvalid),
  phone: optionalText(),
  subject: requiredChoice(CONTACT_SUBJECTS, CONTACT_MESSAGES.subjectRequired),
  message: requiredText(CONTACT_MESSAGES.messageRequired),
});
export type ContactForm = InferType<typeof contactSchema>;
