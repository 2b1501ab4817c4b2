import { site } from '../../../config/site';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';

const sections: LegalSection[] = [
  {
    id: 'collect',
    title: 'Information we collect',
    paragraphs: [
      'Account details you give us: name, email address, phone number and postal address.',
      'Device details: brand, model, IMEI or serial number and, for claims, photos and descriptions of the damage.',
      'Payment details are collected and stored by our card payment provider. We never see or store your full card number.',
    ],
  },
  {
    id: 'use',
    title: 'How we use it',
    paragraphs: [
      'To give you quotes, run your subscription, process claims and payments, and contact you about your account.',
      'To prevent fraud, for example by checking that a device is not registered twice.',
      'We do not sell your personal information.',
    ],
  },
  {
    id: 'share',
    title: 'Who we share it with',
    paragraphs: [
      'Repair partners receive what they need to fix or replace your device. Our payment provider processes your payments. Authorities receive information only where the law requires it.',
    ],
  },
  {
    id: 'keep',
    title: 'How long we keep it',
    paragraphs: [
      'We keep account and claim records while your account is open and for up to 7 years afterward for legal and accounting purposes.',
    ],
  },
  {
    id: 'rights',
    title: 'Your rights',
    paragraphs: [
      'You can see and update your profile from your dashboard, and ask us for a copy of your data or to delete your account by contacting support.',
      'California residents have additional rights under the CCPA, including the right to know and the right to delete.',
    ],
  },
  {
    id: 'security',
    title: 'Security',
    paragraphs: [
      'Your data is encrypted in transit and at rest. Access to customer data is limited to staff who need it and is logged.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [
      `Privacy questions: ${site.supportEmail}, ${site.supportPhone} or by post to ${site.address}.`,
    ],
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="January 1, 2026"
      intro={`This policy explains what personal information ${site.name} collects, why, and the choices you have.`}
      sections={sections}
    />
  );
}
