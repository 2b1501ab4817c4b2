// The sign-in wording and timing (spec 01 sections 8 and 9): the login page's toasts, the welcome
// messages, and when the first-device tip shows. Apart from roles.ts, which every page loads first.

export const LOGIN_MESSAGES = {
  failed: 'Login failed. Please try again.',
  wrongCredentials: 'Incorrect email or password.',
  userNotFound: 'No user found with this email.',
  verifyEmail: 'Please verify your email before logging in.',
  googleFailed: 'Google login failed. Please try again.',
  adminOnly: 'Unauthorized: admin access only.',
  adminFailed: 'Admin login failed. Please try again.',
  welcomeBackAdmin: 'Welcome back, Admin!',
  welcomeBack: 'Welcome back!',
  firstDeviceTip: 'Tip: Add your first device to get started with protection!',
  verificationSent: 'Verification email sent! Check your inbox.',
  loggedOut: 'Logged out successfully.',
  registrationFailed: 'Registration failed.',
  backendError: 'Backend error',
  googleSignupFailed: 'Google signup failed',
  googleSignupSucceeded: 'Signed up with Google! Welcome to the product!',
  resetSent: 'Password reset email sent.',
  resetLinkFailed: 'Failed to send reset link.',
  resetFailed: 'Failed to send reset email.',
  checkingAuth: 'Checking authentication...',
} as const;

/** The login toast for an identity service error code ('auth/wrong-password' or 'wrong-password'). */
export function loginErrorMessage(code: string | null | undefined): string {
  const bare = (code ?? '').replace(/^auth\//, '');
  if (bare === 'wrong-password' || bare === 'invalid-credential')
    return LOGIN_MESSAGES.wrongCredentials;
  if (bare === 'user-not-found') return LOGIN_MESSAGES.userNotFound;
  return LOGIN_MESSAGES.failed;
}

/** 'Welcome back, {name}!', 'Welcome, {name}!', 'Welcome, Admin {name}!' */
export const welcomeMessages = {
  back: (name: string) => `Welcome back, ${name}!`,
  first: (name: string) => `Welcome, ${name}!`,
  admin: (name: string) => `Welcome, Admin ${name}!`,
} as const;

/** Session timing (spec 01 section 9). */
export const SESSION_TIMING = {
  refreshBeforeExpiryMs: 5 * 60 * 1000,
  expiredEarlyMs: 30 * 1000,
  refreshRetryStartMs: 30 * 1000,
  refreshRetryCapMs: 960 * 1000,
  loginTipDelayMs: 2000,
  loginTipDurationMs: 5000,
  googleLoginRedirectDelayMs: 100,
  googleSignupRedirectDelayMs: 1000,
} as const;
