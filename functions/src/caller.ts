// Who is calling, as the services see it: the identity in a verified Firebase ID token. Here rather
// than in http/ so that services, which never import http/, can take a Caller and verify tokens.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { AppError } from './app-error';
import { logs } from './logs';
import type { Role } from '@protect/domain';

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
