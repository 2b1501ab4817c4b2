// The sign-in wording of spec 01 section 8 (the form messages, the verify-email and admin-only
// messages are the domain's AUTH_MESSAGES), and how Firebase Auth errors map onto it.
import {
  LOGIN_MESSAGES,
  SESSION_TIMING,
  loginErrorMessage as domainLoginErrorMessage,
  welcomeMessages,
} from '@protect/domain';
import { ApiError } from '../../lib/api-client';

/** The spec's wording lives in the domain (LOGIN_MESSAGES); these are the names the auth pages use. */
export const authMessages = {
  loginFailed: LOGIN_MESSAGES.failed,
  incorrectCredentials: LOGIN_MESSAGES.wrongCredentials,
  userNotFound: LOGIN_MESSAGES.userNotFound,
  googleLoginFailed: LOGIN_MESSAGES.googleFailed,
  adminLoginFailed: LOGIN_MESSAGES.adminFailed,
  welcomeAdmin: LOGIN_MESSAGES.welcomeBackAdmin,
  welcomeBack: LOGIN_MESSAGES.welcomeBack,
  welcomeBackName: welcomeMessages.back,
  welcomeName: welcomeMessages.first,
  welcomeAdminName: welcomeMessages.admin,
  firstDeviceTip: LOGIN_MESSAGES.firstDeviceTip,
  verificationSent: LOGIN_MESSAGES.verificationSent,
  registrationFailed: LOGIN_MESSAGES.registrationFailed,
  backendError: LOGIN_MESSAGES.backendError,
  // The spec asks for "a message to verify the e-mail and then add a first device" without words.
  registeredCheckEmail:
    'Account created! Please verify your email using the link we sent you, then sign in and add your first device.',
  googleSignupSuccess: LOGIN_MESSAGES.googleSignupSucceeded,
  googleSignupFailed: LOGIN_MESSAGES.googleSignupFailed,
  resetSent: LOGIN_MESSAGES.resetSent,
  resetFailed: LOGIN_MESSAGES.resetFailed,
  resetLinkFailed: LOGIN_MESSAGES.resetLinkFailed,
} as const;

/** Spec 01 section 9: the tip appears 2 s after landing and stays 5 s. */
export const FIRST_DEVICE_TIP_DELAY_MS = SESSION_TIMING.loginTipDelayMs;
export const FIRST_DEVICE_TIP_DURATION_MS = SESSION_TIMING.loginTipDurationMs;
/** Spec 01 section 9: Google login reads the stored user after 100 ms; Google signup redirects after 1 s. */
export const GOOGLE_LOGIN_READ_DELAY_MS = SESSION_TIMING.googleLoginRedirectDelayMs;
export const GOOGLE_SIGNUP_REDIRECT_MS = SESSION_TIMING.googleSignupRedirectDelayMs;

/**
 * The code of a Firebase error ('auth/wrong-password'). Read by name rather than `instanceof FirebaseError`,
 * so the login page's first load does not need the Firebase SDK for it (use-login.ts).
 */
export function authErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.name !== 'FirebaseError' || !('code' in error))
    return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The user closed or replaced the popup: nothing failed, so nothing is shown. */
export function isPopupCancelled(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}

/** The spec's login wording (domain), plus the cases a person can act on that the spec leaves unnamed. */
export function loginErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  switch (code) {
    case 'auth/invalid-login-credentials':
      return authMessages.incorrectCredentials;
    case 'auth/too-many-requests':
      return 'Too many attempts. Please wait a moment and try again.';
    case 'auth/user-disabled':
      return 'This account has been disabled. Please contact support.';
    case 'auth/network-request-failed':
      return 'Network error. Please check your connection and try again.';
    default:
      return domainLoginErrorMessage(code);
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
