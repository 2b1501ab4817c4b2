// What /register-device says (spec 02 sections 5 and 8), apart from the schema that checks it: the page's
// loading states and toasts use these words without loading yup.
export const REGISTER_DEVICE_MESSAGES = {
  deviceTypeRequired: 'Please select device type',
  planRequired: 'Please select a plan',
  conditionRequired: 'Please select device condition',
  valueRequired: 'Device value is required for custom models',
  valueMinimum: 'Device value must be at least $50',
  valueDigitsOnly: 'Please enter a valid dollar amount (numbers only)',
  protectionPlanRequired: 'Please select a protection plan.',
  deviceModelRequired: 'Please select a device model.',
  customModelNameRequired: 'Please enter your custom device model name.',
  customValueRequired: 'Please enter the current value of your custom device.',
  paymentNotReady: 'Payment system not ready. Please refresh the page.',
  loginRequired: 'Please log in to continue',
  nameOnCardRequired: 'Please enter the name on your card',
  zipRequired: 'Please enter your ZIP/postal code',
  paymentFieldNotMounted: 'Payment field not mounted',
  customPricingFailed: 'Error calculating pricing for custom device. Please try again.',
  devicesLoadFailed: 'Could not load device list.',
  plansLoadFailed: 'Could not load plans.',
  addOnsLoadFailed: 'Could not load add-ons.',
  success: 'Registration completed successfully!',
} as const;
