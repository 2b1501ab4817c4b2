// Who is calling: the Firebase ID token in `Authorization: Bearer`, verified with the admin SDK.
// Identity (uid, email, role) comes from the token only, never from the path or the body.
import type { Request, RequestHandler } from 'express';
import { AUTH_MESSAGES } from '@protect/domain';
import { AppError } from '../app-error';
import { type Caller, type TokenVerifier, verifyToken } from '../caller';

const callers = new WeakMap<Request, Caller>();

/** The verified caller of a request that passed an auth middleware. */
export function callerOf(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw new Error('callerOf() used on a route without an auth middleware');
  return caller;
}

function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export interface AuthMiddlewares {
  /**
   * Any signed-in user with a verified e-mail (or a provider account): signature and expiry checked, and the
   * session must not be revoked, so a customer an admin deleted or signed out is refused on every route.
   */
  signedIn: RequestHandler;
  /** Admins only (role claim), revocation checked: 401 without a valid token, 403 for everyone else. */
  admin: RequestHandler;
}

export function createAuthMiddlewares(verifier: TokenVerifier): AuthMiddlewares {
  // Revocation is always checked: one extra identity-service call per request buys that no route, present
  // or future, serves a deleted customer holding an unexpired token.
  const authenticate =
    (requireAdmin: boolean): RequestHandler =>
    async (req, _res, next) => {
      const token = bearerToken(req);
      if (!token) throw AppError.unauthenticated();
      const caller = await verifyToken(verifier, token, true);
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
    signedIn: authenticate(false),
    admin: authenticate(true),
  };
}
