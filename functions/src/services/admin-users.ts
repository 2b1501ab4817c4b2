// An admin deletes a user (spec 02 sections 6 and 7, issue 13): the sign-in account is disabled and its
// sessions revoked first (nothing the user does can interleave), then each running subscription is
// cancelled at the gateway and in our records, the profile is deleted with its audit entry (in a
// transaction that counts the admins again), payments, claims and subscriptions are kept with the name
// and e-mail replaced (an insurer must keep them), quotes and the stored answers of the user's payment
// requests are deleted, and the sign-in account goes last.
// Every step can run again: a deletion that failed half way is finished by deleting again (the disabled
// account is still there to be found). Refused for your own account and for the last admin.
import { ADMIN_LIST_MESSAGES, DELETED_USER_NAME, deletedUserEmail } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { UserErasureRepository } from '../repositories/user-erasure';
import type { PaymentsRepository } from '../repositories/payments';
import type { QuotesRepository } from '../repositories/quotes';
import type { SubscriptionsRepository } from '../repositories/subscriptions';
import type { UsersRepository } from '../repositories/users';
import type { AdminSubscriptionsService } from './admin-subscriptions';

/** The part of the admin SDK's Auth that deleting an account needs. */
export interface AccountAdmin {
  getUser(uid: string): Promise<{ customClaims?: Record<string, unknown> }>;
  updateUser(uid: string, properties: { disabled: boolean }): Promise<unknown>;
  revokeRefreshTokens(uid: string): Promise<void>;
  deleteUser(uid: string): Promise<void>;
}

/** The admin SDK's Auth when the app was given one (tests may pass a bare token verifier). */
export function accountAdminOf(auth: object): AccountAdmin | null {
  const candidate = auth as Partial<AccountAdmin>;
  return typeof candidate.getUser === 'function' &&
    typeof candidate.updateUser === 'function' &&
    typeof candidate.revokeRefreshTokens === 'function' &&
    typeof candidate.deleteUser === 'function'
    ? (candidate as AccountAdmin)
    : null;
}

export interface UserDeletion {
  canceledSubscriptions: number;
  anonymisedPayments: number;
  anonymisedClaims: number;
}

function isUserNotFound(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { code?: unknown }).code === 'auth/user-not-found'
  );
}

export function createAdminUsersService(deps: {
  accounts: AccountAdmin | null;
  users: UsersRepository;
  quotes: QuotesRepository;
  payments: PaymentsRepository;
  subscriptions: SubscriptionsRepository;
  erasure: UserErasureRepository;
  adminSubscriptions: AdminSubscriptionsService;
  clock: Clock;
}) {
  async function accountOf(uid: string) {
    if (!deps.accounts) throw new Error('Deleting users needs the admin SDK Auth');
    try {
      return await deps.accounts.getUser(uid);
    } catch (err) {
      if (isUserNotFound(err)) return null;
      throw err;
    }
  }

  const lastAdmin = (isAdmin: boolean, adminCount: number) =>
    isAdmin && adminCount <= 1 ? ADMIN_LIST_MESSAGES.cannotDeleteLastAdmin : null;

  return {
    async delete(caller: Caller, uid: string): Promise<UserDeletion> {
      if (uid === caller.uid) throw AppError.conflict(ADMIN_LIST_MESSAGES.cannotDeleteSelf);
      const [account, profile] = await Promise.all([accountOf(uid), deps.users.get(uid)]);
      if (!account && !profile) throw AppError.notFound(ADMIN_LIST_MESSAGES.userNotFound);
      const claimAdmin = account?.customClaims?.role === 'admin';
      const isAdmin = claimAdmin || profile?.role === 'admin';
      // Checked here before anything changes, and again in the profile's transaction below.
      const early = lastAdmin(isAdmin, await deps.users.countAdmins());
      if (early !== null) throw AppError.conflict(early);

      if (account && deps.accounts) {
        await deps.accounts.updateUser(uid, { disabled: true });
        await deps.accounts.revokeRefreshTokens(uid);
      }
      const canceledSubscriptions = await deps.adminSubscriptions.cancelAllOf(
        caller,
        await deps.subscriptions.listForUser(uid),
      );
      const who = { uid: caller.uid, email: caller.email };
      const deleted = await deps.users.deleteProfile(
        uid,
        (before, adminCount) => lastAdmin(claimAdmin || before.role === 'admin', adminCount),
        who,
        deps.clock.now(),
      );
      if (deleted.kind === 'refused') throw AppError.conflict(deleted.message);
      const email = deletedUserEmail(uid);
      const [anonymisedPayments, anonymisedClaims] = await Promise.all([
        deps.payments.anonymiseAllOf(uid, DELETED_USER_NAME, email),
        deps.erasure.anonymiseClaimsOf(uid, DELETED_USER_NAME, email),
        deps.subscriptions.anonymiseAllOf(uid, DELETED_USER_NAME, email),
        deps.quotes.deleteAllOf(uid),
        deps.erasure.deleteStoredAnswersOf(uid),
      ]);
      if (account && deps.accounts) await deps.accounts.deleteUser(uid);
      logs.adminAction('user.delete', caller.uid, uid);
      return { canceledSubscriptions, anonymisedPayments, anonymisedClaims };
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
