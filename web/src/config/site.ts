// Fixed facts the site shows in several places (spec 01 sections 1, 2 and 9).
const SUPPORT_HOURS = 'Mon-Fri 8AM-8PM EST';

export const site = {
  name: 'DeviceProtect',
  tagline: 'Instant protection for the phones and tablets you rely on.',
  supportPhone: '1-800-555-0199',
  supportPhoneHref: 'tel:+18005550199',
  supportEmail: 'support@deviceprotect.example',
  partnershipsEmail: 'partners@deviceprotect.example',
  pressEmail: 'press@deviceprotect.example',
  investorsEmail: 'investors@deviceprotect.example',
  claimsPhone: '1-800-555-0142',
  claimsPhoneHref: 'tel:+18005550142',
  supportHours: SUPPORT_HOURS,
  emailResponse: 'within 24 hours',
  /**
   * Spec 01 section 1 promises "24/7 support": that is the emergency claims line. Phone and email support keep
   * supportHours; every page that mentions support hours says it this way.
   */
  supportSummary: `Our claims line is open 24/7; phone and email support is open ${SUPPORT_HOURS}.`,
  address: '100 Market Street, Suite 400, San Francisco, CA 94105',
  founded: 2009,
  stats: {
    customers: '500K+',
    averageClaimTime: 'Under 4 hours',
    rating: '4.9/5',
    reviews: '12,000+',
    repairCenters: '2,500+',
    /** Phone and tablet models with an instant quote (the seeded pricing table has 64). */
    deviceModels: '60+',
    claimsApproved: '98.5%',
    countries: '50+',
  },
} as const;
