// The subscription page's and api's messages (spec 02 section 3), apart from the subscription rules so that
// the app shell (the sign-in redirect's message) does not bring those rules and the claim rules they use
// into every page's first script.
export const SUBSCRIPTION_MESSAGES = {
  planRequired: 'Please select a plan',
  invalidPlan: 'Invalid plan selected.',
  unableToQuote: 'Unable to calculate quote for selected plan.',
  notFound: 'Subscription not found',
  loginRequired: 'Please log in to view subscription details',
  planUpdated: 'Subscription plan updated! Please proceed to payment to activate changes.',
  paymentSystemNotReady: 'Payment system not ready',
  // Our own wording: a change is priced over a paid period.
  renewalDue: "Your plan can be changed once this month's renewal has been paid.",
} as const;
