// Fixed facts the site shows in several places (spec 01 sections 1, 2 and 9).
export const site = {
  name: 'DeviceProtect',
  tagline: 'Instant protection for the phones and tablets you rely on.',
  supportPhone: '1-800-555-0199',
  supportPhoneHref: 'tel:+18005550199',
  supportEmail: 'support@deviceprotect.example',
  claimsPhone: '1-800-555-0142',
  claimsPhoneHref: 'tel:+18005550142',
  supportHours: 'Mon-Fri 8AM-8PM EST',
  emailResponse: 'within 24 hours',
  address: '100 Market Street, Suite 400, San Francisco, CA 94105',
  founded: 2009,
  stats: {
    customers: '500K+',
    averageClaimTime: 'Under 4 hours',
    rating: '4.9/5',
    reviews: '12,000+',
    repairCentres: '2,500+',
    claimsApproved: '98.5%',
    countries: '50+',
  },
} as const;
