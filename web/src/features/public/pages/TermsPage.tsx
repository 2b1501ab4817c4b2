import {
  CLAIM_APPEAL_WINDOW_DAYS,
  PAST_DUE_ENDS_ON_DAY,
  PAST_DUE_REMINDER_DAYS,
} from '@protect/domain';
import { site } from '../../../config/site';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';

const sections: LegalSection[] = [
  {
    id: 'eligibility',
    title: 'Eligibility and enrollment',
    paragraphs: [
      'Plans are available to residents of the United States aged 18 or over. Smartphones and tablets under 3 years old can be enrolled.',
      'A family plan covers up to 5 devices registered to the same account holder or members of their household.',
    ],
  },
  {
    id: 'coverage',
    title: 'What is covered',
    paragraphs: [
      'Every plan covers accidental damage, such as a cracked screen or back glass. The Basic plan also covers mechanical breakdown.',
      'Theft and water or liquid damage are covered on the Premium and Family plans only; the Basic plan covers neither.',
      'What your plan covers is listed on your quote and in your dashboard.',
      'Lost devices are not covered on standard plans. Intentional damage, cosmetic damage that does not affect use, and devices with altered identifiers are not covered.',
      'There is no waiting period: coverage starts as soon as your subscription is active.',
    ],
  },
  {
    id: 'claims',
    title: 'Claims',
    paragraphs: [
      'You can file claims from your dashboard. Most claims are processed within 24 hours, and repairs typically take 1-2 business days.',
      'Theft claims (Premium and Family plans) require a police report filed within 48 hours of the theft.',
      'The Basic plan includes 2 claims per year and the Premium and Family plans 3; claims must be for different issues.',
      `Every decision is e-mailed to you, and a rejection gives its reason. You may appeal a rejected claim once, within ${CLAIM_APPEAL_WINDOW_DAYS} days of the rejection, from your claims page; the appeal is decided like a claim. Once a plan is refunded under the money-back guarantee, its claims can no longer be appealed.`,
    ],
  },
  {
    id: 'deductibles',
    title: 'Deductibles',
    paragraphs: [
      'A deductible applies to each approved claim and is charged at claim time, when the claim is approved; a claim is not repaired until its deductible is paid. Screen, back glass and theft have their own deductibles; water damage, mechanical failure and other claims carry the screen repair deductible. Your deductibles are shown on your quote and in your dashboard.',
    ],
  },
  {
    id: 'billing',
    title: 'Billing, plan changes and cancellation',
    paragraphs: [
      'Plans are billed monthly in US dollars to the card on file. Prices shown include any introductory discount, such as up to 60% off the first year.',
      'Plan changes take effect from the next billing cycle; upgrades made in the middle of a cycle are prorated.',
      `We e-mail a receipt for every payment. If a monthly payment fails, we e-mail you that day and again ${PAST_DUE_REMINDER_DAYS.filter((day) => day > 0).join(' and ')} days later, and claims can be filed once it is paid. If it is still unpaid ${PAST_DUE_ENDS_ON_DAY} days after the billing date, the plan ends and we send a final notice.`,
      'You may cancel at any time. Coverage continues until the end of the billing period you have paid for. If you cancel within 30 days of starting, you receive a full refund of your first payment under our 30-day money-back guarantee, once per customer and once per device, and only if no claim on the subscription was made other than a rejected one.',
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    paragraphs: [
      'You must verify your email address before signing in. Keep your password confidential; you are responsible for activity on your account.',
      'We may suspend accounts involved in fraud or abuse of the claims process.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [
      `Questions about these terms: ${site.supportEmail} or ${site.supportPhone} (${site.supportHours}).`,
      `Emergency claims: ${site.claimsPhone}, open 24/7.`,
    ],
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="November 22, 2026"
      intro={`These terms govern your use of ${site.name} protection plans and this website. By creating an account or subscribing to a plan you agree to them.`}
      sections={sections}
    />
  );
}
