// Every message the spec quotes, pinned word for word: a typo in a message constant fails here.
import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  CONTACT_MESSAGES,
  EMPTY_LIST_MESSAGES,
  LOGIN_MESSAGES,
  PAYMENT_MESSAGES,
  PROFILE_MESSAGES,
  QUOTE_MESSAGES,
  REGISTER_DEVICE_MESSAGES,
  SUBSCRIPTION_MESSAGES,
} from '../src';

describe('spec messages (spec 01 sections 5 and 8)', () => {
  test.each<[string, string, string]>([
    ['LOGIN_MESSAGES.failed', LOGIN_MESSAGES.failed, 'Login failed. Please try again.'],
    [
      'LOGIN_MESSAGES.wrongCredentials',
      LOGIN_MESSAGES.wrongCredentials,
      'Incorrect email or password.',
    ],
    ['LOGIN_MESSAGES.userNotFound', LOGIN_MESSAGES.userNotFound, 'No user found with this email.'],
    [
      'LOGIN_MESSAGES.verifyEmail',
      LOGIN_MESSAGES.verifyEmail,
      'Please verify your email before logging in.',
    ],
    [
      'AUTH_MESSAGES.verifyEmail',
      AUTH_MESSAGES.verifyEmail,
      'Please verify your email before logging in.',
    ],
    [
      'LOGIN_MESSAGES.googleFailed',
      LOGIN_MESSAGES.googleFailed,
      'Google login failed. Please try again.',
    ],
    ['LOGIN_MESSAGES.adminOnly', LOGIN_MESSAGES.adminOnly, 'Unauthorized: admin access only.'],
    ['AUTH_MESSAGES.adminOnly', AUTH_MESSAGES.adminOnly, 'Unauthorized: admin access only.'],
    [
      'LOGIN_MESSAGES.adminFailed',
      LOGIN_MESSAGES.adminFailed,
      'Admin login failed. Please try again.',
    ],
    ['LOGIN_MESSAGES.welcomeBackAdmin', LOGIN_MESSAGES.welcomeBackAdmin, 'Welcome back, Admin!'],
    ['LOGIN_MESSAGES.welcomeBack', LOGIN_MESSAGES.welcomeBack, 'Welcome back!'],
    [
      'LOGIN_MESSAGES.firstDeviceTip',
      LOGIN_MESSAGES.firstDeviceTip,
      'Tip: Add your first device to get started with protection!',
    ],
    [
      'LOGIN_MESSAGES.verificationSent',
      LOGIN_MESSAGES.verificationSent,
      'Verification email sent! Check your inbox.',
    ],
    ['LOGIN_MESSAGES.loggedOut', LOGIN_MESSAGES.loggedOut, 'Logged out successfully.'],
    [
      'LOGIN_MESSAGES.registrationFailed',
      LOGIN_MESSAGES.registrationFailed,
      'Registration failed.',
    ],
    ['LOGIN_MESSAGES.backendError', LOGIN_MESSAGES.backendError, 'Backend error'],
    [
      'LOGIN_MESSAGES.googleSignupFailed',
      LOGIN_MESSAGES.googleSignupFailed,
      'Google signup failed',
    ],
    [
      'LOGIN_MESSAGES.googleSignupSucceeded',
      LOGIN_MESSAGES.googleSignupSucceeded,
      'Signed up with Google! Welcome to the product!',
    ],
    ['LOGIN_MESSAGES.resetSent', LOGIN_MESSAGES.resetSent, 'Password reset email sent.'],
    [
      'LOGIN_MESSAGES.resetLinkFailed',
      LOGIN_MESSAGES.resetLinkFailed,
      'Failed to send reset link.',
    ],
    ['LOGIN_MESSAGES.resetFailed', LOGIN_MESSAGES.resetFailed, 'Failed to send reset email.'],
    ['LOGIN_MESSAGES.checkingAuth', LOGIN_MESSAGES.checkingAuth, 'Checking authentication...'],
    [
      'CONTACT_MESSAGES.sent',
      CONTACT_MESSAGES.sent,
      "Message sent successfully! We'll get back to you soon.",
    ],
    [
      'CONTACT_MESSAGES.failed',
      CONTACT_MESSAGES.failed,
      'Failed to send message. Please try again.',
    ],
    [
      'QUOTE_MESSAGES.loadDevicesFailed',
      QUOTE_MESSAGES.loadDevicesFailed,
      'Failed to load device pricing data',
    ],
    ['QUOTE_MESSAGES.loadPlansFailed', QUOTE_MESSAGES.loadPlansFailed, 'Failed to load plans data'],
    [
      'QUOTE_MESSAGES.loadFailed',
      QUOTE_MESSAGES.loadFailed,
      'Unable to load data. Please try again',
    ],
    [
      'QUOTE_MESSAGES.invalidDevice',
      QUOTE_MESSAGES.invalidDevice,
      'Please select a valid device model',
    ],
    ['QUOTE_MESSAGES.invalidPlan', QUOTE_MESSAGES.invalidPlan, 'Please select a valid plan'],
    ['EMPTY_LIST_MESSAGES.faq', EMPTY_LIST_MESSAGES.faq, 'No questions found'],
  ])('when %s is shown, then it reads %#', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('spec messages (spec 02 sections 2, 5 and 8)', () => {
  test.each<[string, string, string]>([
    [
      'REGISTER_DEVICE_MESSAGES.protectionPlanRequired',
      REGISTER_DEVICE_MESSAGES.protectionPlanRequired,
      'Please select a protection plan.',
    ],
    [
      'REGISTER_DEVICE_MESSAGES.deviceModelRequired',
      REGISTER_DEVICE_MESSAGES.deviceModelRequired,
      'Please select a device model.',
    ],
    [
      'REGISTER_DEVICE_MESSAGES.customModelNameRequired',
      REGISTER_DEVICE_MESSAGES.customModelNameRequired,
      'Please enter your custom device model name.',
    ],
    [
      'REGISTER_DEVICE_MESSAGES.customValueRequired',
      REGISTER_DEVICE_MESSAGES.customValueRequired,
      'Please enter the current value of your custom device.',
    ],
    [
      'REGISTER_DEVICE_MESSAGES.paymentNotReady',
      REGISTER_DEVICE_MESSAGES.paymentNotReady,
      'Payment system not ready. Please refresh the page.',
    ],
    [
      'REGISTER_DEVICE_MESSAGES.loginRequired',
      REGISTER_DEVICE_MESSAGES.loginRequired,
      'Please log in to continue',
    ],
    [
      'REGISTER_DEVICE_MESSAGES.nameOnCardRequired',
      REGISTER_DEVICE_MESSAGES.nameOnCardRequired,
      'Please enter the name on your card',
    ],
    [
      'REGISTER_DEVICE_MESSAGES.zipRequired',
      REGISTER_DEVICE_MESSAGES.zipRequired,
      'Please enter your ZIP/postal code',
    ],
    [
      'REGISTER_DEVICE_MESSAGES.paymentFieldNotMounted',
      REGISTER_DEVICE_MESSAGES.paymentFieldNotMounted,
      'Payment field not mounted',
    ],
    [
      'REGISTER_DEVICE_MESSAGES.customPricingFailed',
      REGISTER_DEVICE_MESSAGES.customPricingFailed,
      'Error calculating pricing for custom device. Please try again.',
    ],
    [
      'REGISTER_DEVICE_MESSAGES.devicesLoadFailed',
      REGISTER_DEVICE_MESSAGES.devicesLoadFailed,
      'Could not load device list.',
    ],
    [
      'REGISTER_DEVICE_MESSAGES.plansLoadFailed',
      REGISTER_DEVICE_MESSAGES.plansLoadFailed,
      'Could not load plans.',
    ],
    [
      'REGISTER_DEVICE_MESSAGES.addOnsLoadFailed',
      REGISTER_DEVICE_MESSAGES.addOnsLoadFailed,
      'Could not load add-ons.',
    ],
    [
      'REGISTER_DEVICE_MESSAGES.success',
      REGISTER_DEVICE_MESSAGES.success,
      'Registration completed successfully!',
    ],
    [
      'PAYMENT_MESSAGES.registrationSucceeded',
      PAYMENT_MESSAGES.registrationSucceeded,
      'Registration completed successfully!',
    ],
    ['PAYMENT_MESSAGES.failed', PAYMENT_MESSAGES.failed, 'Payment failed'],
    [
      'SUBSCRIPTION_MESSAGES.planRequired',
      SUBSCRIPTION_MESSAGES.planRequired,
      'Please select a plan',
    ],
    [
      'SUBSCRIPTION_MESSAGES.invalidPlan',
      SUBSCRIPTION_MESSAGES.invalidPlan,
      'Invalid plan selected.',
    ],
    [
      'SUBSCRIPTION_MESSAGES.unableToQuote',
      SUBSCRIPTION_MESSAGES.unableToQuote,
      'Unable to calculate quote for selected plan.',
    ],
    ['SUBSCRIPTION_MESSAGES.notFound', SUBSCRIPTION_MESSAGES.notFound, 'Subscription not found'],
    [
      'SUBSCRIPTION_MESSAGES.loginRequired',
      SUBSCRIPTION_MESSAGES.loginRequired,
      'Please log in to view subscription details',
    ],
    [
      'SUBSCRIPTION_MESSAGES.planUpdated',
      SUBSCRIPTION_MESSAGES.planUpdated,
      'Subscription plan updated! Please proceed to payment to activate changes.',
    ],
    [
      'SUBSCRIPTION_MESSAGES.paymentSystemNotReady',
      SUBSCRIPTION_MESSAGES.paymentSystemNotReady,
      'Payment system not ready',
    ],
    ['PROFILE_MESSAGES.saved', PROFILE_MESSAGES.saved, 'Profile updated successfully!'],
    ['PROFILE_MESSAGES.saveFailed', PROFILE_MESSAGES.saveFailed, 'Failed to update profile'],
    ['PROFILE_MESSAGES.noEmail', PROFILE_MESSAGES.noEmail, 'No email provided'],
    ['ADMIN_MESSAGES.notAuthenticated', ADMIN_MESSAGES.notAuthenticated, 'Not authenticated'],
    ['ADMIN_MESSAGES.planCreated', ADMIN_MESSAGES.planCreated, 'Plan created'],
    ['ADMIN_MESSAGES.planUpdated', ADMIN_MESSAGES.planUpdated, 'Plan updated successfully'],
    ['ADMIN_MESSAGES.planDeleted', ADMIN_MESSAGES.planDeleted, 'Plan deleted'],
    ['ADMIN_MESSAGES.planPopular', ADMIN_MESSAGES.planPopular, 'Plan marked as popular!'],
    [
      'ADMIN_MESSAGES.devicePricingCreated',
      ADMIN_MESSAGES.devicePricingCreated,
      'Device pricing created!',
    ],
    [
      'ADMIN_MESSAGES.devicePricingUpdated',
      ADMIN_MESSAGES.devicePricingUpdated,
      'Device pricing updated!',
    ],
    [
      'ADMIN_MESSAGES.devicePricingDeleted',
      ADMIN_MESSAGES.devicePricingDeleted,
      'Device pricing deleted!',
    ],
    ['ADMIN_MESSAGES.addOnCreated', ADMIN_MESSAGES.addOnCreated, 'Add-on created!'],
    ['ADMIN_MESSAGES.addOnUpdated', ADMIN_MESSAGES.addOnUpdated, 'Add-on updated!'],
    ['ADMIN_MESSAGES.addOnDeleted', ADMIN_MESSAGES.addOnDeleted, 'Add-on deleted!'],
    ['ADMIN_MESSAGES.addOnDeactivated', ADMIN_MESSAGES.addOnDeactivated, 'Add-on deactivated!'],
    ['ADMIN_MESSAGES.addOnPopular', ADMIN_MESSAGES.addOnPopular, 'Add-on marked as popular!'],
    ['EMPTY_LIST_MESSAGES.quotes', EMPTY_LIST_MESSAGES.quotes, 'No quotes found.'],
    ['EMPTY_LIST_MESSAGES.users', EMPTY_LIST_MESSAGES.users, 'No users found.'],
    [
      'EMPTY_LIST_MESSAGES.claimPhotos',
      EMPTY_LIST_MESSAGES.claimPhotos,
      'No photos available for this claim',
    ],
  ])('when %s is shown, then it reads %#', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
