// Messages handed to the next page after Save Quote & Continue (spec 01 section 2 "Quote wizard").
export const SIGNUP_TO_SAVE_MESSAGE = 'Please create an account to save your quote.';
export const COMPLETE_PAYMENT_MESSAGE =
  'Quote saved! Complete your payment setup in the dashboard to activate your protection.';
