// Sign-in and registration use cases: the identity is always the verified token's.
import { sessionUserName, type SessionUser } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import { type Caller, type TokenVerifier, verifyToken } from '../caller';
import { logs } from '../logs';
import {
  type ContactDetails,
  type UserRecord,
  type UsersRepository,
  contactDetailsOf,
} from '../repositories/users';

export interface CustomerDetails extends Partial<ContactDetails> {
  firstName: string;
  lastName: string;
}

export const REGISTRATION_MESSAGES = {
  registered: 'Registration successful! Please verify your email, then sign in.',
  alreadyRegistered: 'Your account is already registered.',
  noEmail: 'Your account has no email address.',
} as const;

export function createAccountsService(deps: {
  verifier: TokenVerifier;
  users: UsersRepository;
  clock: Clock;
}) {
  return {
    /**
     * Verifies an ID token sent in a body (sign-in and registration calls), revocation and disabled accounts
     * included: a revoked admin's unexpired token must not be told it is an admin, nor register a profile.
     */
    identify(idToken: string): Promise<Caller> {
      return verifyToken(deps.verifier, idToken, true);
    },

    /**
     * POST /api/auth/admin-login: any valid token gets its session user; the role is 'admin' only when
     * the token's claim says so, and the web decides what a customer may do with that answer.
     */
    async sessionUser(caller: Caller): Promise<SessionUser> {
      const profile = await deps.users.get(caller.uid);
      const name = caller.name ?? (profile?.name || null);
      return {
        id: caller.uid,
        email: caller.email ?? '',
        name: sessionUserName(name, caller.email),
        role: caller.role,
      };
    },

    /**
     * Creates users/{uid} for the caller, always as a customer (an admin is made only by the admin script).
     * Idempotent for the same uid: a repeated call (a retry, or Google sign-up of a registered account)
     * succeeds without changing the stored profile, so the web never deletes an account whose profile exists.
     */
    async registerCustomer(
      caller: Caller,
      details: CustomerDetails,
    ): Promise<{ created: boolean }> {
      if (!caller.email) throw AppError.invalid(REGISTRATION_MESSAGES.noEmail);
      const now = deps.clock.now();
      const firstName = details.firstName.trim();
      const lastName = details.lastName.trim();
      const user: UserRecord = {
        uid: caller.uid,
        email: caller.email,
        name: [firstName, lastName].filter((part) => part !== '').join(' '),
        firstName,
        lastName,
        ...contactDetailsOf(details),
        role: 'customer',
        createdAt: now,
        updatedAt: now,
      };
      const created = await deps.users.create(user);
      if (created) logs.customerRegistered(caller.uid);
      return { created };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
