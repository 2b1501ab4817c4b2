// Who is calling: the Firebase ID token in `Authorization: Bearer`, verified with the admin SDK.
// Identity (uid, email, role) comes from the token only, never from the path or the body.
import type { Request, RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { AUTH_MESSAGES } from '@protect/domain';
import { AppError } from './app-error';
import { logs } from '../logs';
import type { Role } from '../repositories/users';

export interface Caller {
  uid: string;
  /** Lower case, as the identity service holds it; null for accounts without e-mail. */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** From the `role` custom claim: admin only when the claim says so. */
  role: Role;
  signInProvider: string | null;
}

/** The part of the admin SDK the api needs to check tokens (an interface so tests can see what is used). */
export interface TokenVerifier {
  verifyIdToken(idToken: string, checkRevoked?: boolean): Promise<DecodedIdToken>;
}

const callers = new WeakMap<Request, Caller>();

/** The verified caller of a request that passed an auth middleware. */
export function callerOf(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw new Error('callerOf() used on a route without an auth middleware');
  return caller;
}

export function callerFromToken(token: DecodedIdToken): Caller {
  return {
    uid: token.uid,
    email: typeof token.email === 'string' ? token.email.toLowerCase() : null,
    emailVerified: token.email_verified === true,
    name: typeof token.name === 'string' && token.name.trim() !== '' ? token.name : null,
    role: token.role === 'admin' ? 'admin' : 'customer',
    signInProvider:
      typeof token.firebase?.sign_in_provider === 'string' ? token.firebase.sign_in_provider : null,
  };
}

function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function authErrorCode(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

/**
 * Verifies an ID token; 401 when it is invalid, expired, revoked or the account is disabled.
 * With checkRevoked the admin SDK also asks the identity service whether the session was revoked.
 */
export async function verifyToken(
  verifier: TokenVerifier,
  idToken: string,
  checkRevoked: boolean,
): Promise<Caller> {
  try {
    return callerFromToken(await verifier.verifyIdToken(idToken, checkRevoked));
  } catch (err) {
    const code = authErrorCode(err);
    if (code === null) throw err;
    logs.tokenRejected(code);
    if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled') {
      throw AppError.unauthenticated('Your session has ended. Please sign in again.');
    }
    throw AppError.unauthenticated('Invalid or expired authentication token');
  }
}

export interface AuthMiddlewares {
  /** Any signed-in user with a verified e-mail (or a provider account); signature and expiry checked. */
  signedIn: RequestHandler;
  /** Any signed-in user, and the session must not be revoked (money and claim routes). */
  signedInChecked: RequestHandler;
  /** Admins only (role claim), revocation checked: 401 without a valid token, 403 for everyone else. */
  admin: RequestHandler;
}

export function createAuthMiddlewares(verifier: TokenVerifier): AuthMiddlewares {
  const authenticate =
    (checkRevoked: boolean, requireAdmin: boolean): RequestHandler =>
    async (req, _res, next) => {
      const token = bearerToken(req);
      if (!token) throw AppError.unauthenticated();
      const caller = await verifyToken(verifier, token, checkRevoked);
      // The web signs unverified e-mail accounts out, but a token can be had straight from the
      // identity service's REST api: the rule holds only if the api enforces it too.
      if (caller.signInProvider === 'password' && !caller.emailVerified)
        throw AppError.emailNotVerified(AUTH_MESSAGES.verifyEmail);
      if (requireAdmin && caller.role !== 'admin')
        throw AppError.forbidden('Admin access required');
      callers.set(req, caller);
      next();
    };
  return {
    signedIn: authenticate(false, false),
    signedInChecked: authenticate(true, false),
    admin: authenticate(true, true),
  };
}
