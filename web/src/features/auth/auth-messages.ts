// The sign-in wording of spec 01 section 8 (the form messages, the verify-email and admin-only
// messages are the domain's AUTH_MESSAGES), and how Firebase Auth errors map onto it.
import { FirebaseError } from 'firebase/app';
import { ApiError } from '../../lib/api-client';

export const authMessages = {
  loginFailed: 'Login failed. Please try again.',
  incorrectCredentials: 'Incorrect email or password.',
  userNotFound: 'No user found with this email.',
  googleLoginFailed: 'Google login failed. Please try again.',
  welcomeAdmin: 'Welcome back, Admin!',
  welcomeBack: 'Welcome back!',
  welcomeBackName: (name: string) => `Welcome back, ${name}!`,
  welcomeAdminName: (name: string) => `Welcome, Admin ${name}!`,
  firstDeviceTip: 'Tip: Add your first device to get started with protection!',
  verificationSent: 'Verification email sent! Check your inbox.',
  registrationFailed: 'Registration failed.',
  backendError: 'Backend error',
  registeredCheckEmail:
    'Account created! Please verify your email using the link we sent you, then sign in and add your first device.',
  googleSignupSuccess: 'Signed up with Google! Welcome to the product!',
  googleSignupFailed: 'Google signup failed',
  resetSent: 'Password reset email sent.',
  resetFailed: 'Failed to send reset email.',
} as const;

/** Spec 01 section 9: the tip appears 2 s after landing and stays 5 s. */
export const FIRST_DEVICE_TIP_DELAY_MS = 2000;
export const FIRST_DEVICE_TIP_DURATION_MS = 5000;
/** Spec 01 section 9: Google login reads the stored user after 100 ms; Google signup redirects after 1 s. */
export const GOOGLE_LOGIN_READ_DELAY_MS = 100;
export const GOOGLE_SIGNUP_REDIRECT_MS = 1000;

export function authErrorCode(error: unknown): string | undefined {
  return error instanceof FirebaseError ? error.code : undefined;
}

/** The user closed or replaced the popup: nothing failed, so nothing is shown. */
export function isPopupCancelled(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}

export function loginErrorMessage(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return authMessages.incorrectCredentials;
    case 'auth/user-not-found':
      return authMessages.userNotFound;
    case 'auth/too-many-requests':
      return 'Too many attempts. Please wait a moment and try again.';
    case 'auth/user-disabled':
      return 'This account has been disabled. Please contact support.';
    case 'auth/network-request-failed':
      return 'Network error. Please check your connection and try again.';
    default:
      return authMessages.loginFailed;
  }
}

/** Firebase errors people can act on, in words; anything else gets the caller's fallback. */
function firebaseMessage(error: unknown): string | undefined {
  switch (authErrorCode(error)) {
    case 'auth/email-already-in-use':
      return 'An account with this email already exists. Please sign in instead.';
    case 'auth/invalid-email':
      return 'Invalid email';
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return 'The password does not meet the password requirements.';
    case 'auth/network-request-failed':
      return 'Network error. Please check your connection and try again.';
    case 'auth/popup-blocked':
      return 'The sign-in popup was blocked. Please allow popups for this site and try again.';
    default:
      return undefined;
  }
}

/**
 * Registration failures (spec 01 section 8): the server's message, else `Backend error` when the
 * server gave none, else the fallback (`Registration failed.` or `Google signup failed`).
 */
export function registrationErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const hasOwnMessage =
      Boolean(error.message) && !/^HTTP \d+$/.test(error.message) && error.code !== 'network';
    if (hasOwnMessage) return error.message;
    return error.code === 'network' ? error.message : authMessages.backendError;
  }
  if (error instanceof RegistrationRejected) return error.message || authMessages.backendError;
  return firebaseMessage(error) ?? fallback;
}

/** The backend answered without `success: true` (spec 01 section 5: that is a failure). */
export class RegistrationRejected extends Error {
  constructor(message: string | undefined) {
    super(message ?? '');
    this.name = 'RegistrationRejected';
  }
}

/** Password reset failures: the provider's message for known cases, else `Failed to send reset email.` */
export function resetErrorMessage(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/invalid-email':
      return 'Invalid email';
    case 'auth/user-not-found':
      return authMessages.userNotFound;
    case 'auth/too-many-requests':
      return 'Too many attempts. Please wait a moment and try again.';
    case 'auth/network-request-failed':
      return 'Network error. Please check your connection and try again.';
    default:
      return authMessages.resetFailed;
  }
}
