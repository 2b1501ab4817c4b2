// Roles and session rules (spec 01 sections 4 and 6). The sign-in wording is login-messages.ts: the
// app's first script loads this module on every page, and the wording only with the sign-in pages.

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

/** Identity service errors after which the stored session is no longer valid: the user is signed out. */
export function signsOutAutomatically(code: string | null | undefined): boolean {
  const bare = (code ?? '').replace(/^auth\//, '');
  return bare === 'user-disabled' || bare === 'user-token-expired';
}
