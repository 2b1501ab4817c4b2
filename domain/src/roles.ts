// Roles and session rules (spec 01 sections 4 and 6) and the login error wording (spec 01 section 8).

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who the signed-in user is: the api's answer to POST /api/auth/admin-login, and what the web keeps in
 * memory and in local storage under SESSION_STORAGE_KEY (with its e-mail verification).
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}
export const SESSION_STORAGE_KEY = 'user';

/** The role from the identity token's claims: admin only when the claim role equals 'admin'. */
export function roleFromClaims(claims: Readonly<Record<string, unknown>> | null | undefined): Role {
  return claims?.role === 'admin' ? 'admin' : 'customer';
}

/** Passes only when a user is signed in and the user's role is among those given (one role or a list). */
export function hasRole(
  user: { role: Role } | null | undefined,
  roles: Role | readonly Role[],
): boolean {
  if (!user) return false;
  const allowed: readonly Role[] = typeof roles === 'string' ? [roles] : roles;
  return allowed.includes(user.role);
}

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

/** Identity service errors after which the stored session is no longer valid: the user is signed out. */
export function signsOutAutomatically(code: string | null | undefined): boolean {
  const bare = (code ?? '').replace(/^auth\//, '');
  return bare === 'user-disabled' || bare === 'user-token-expired';
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
