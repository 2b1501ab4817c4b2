// Granting and revoking the admin role: the `role` custom claim is what the api trusts; users/{uid}.role
// mirrors it for the admin lists. Revoking also revokes refresh tokens so that open sessions end.
import type { Auth } from 'firebase-admin/auth';
import type { Role } from '@protect/domain';
import type { UsersRepository } from '../repositories/users';

export interface RoleChange {
  uid: string;
  email: string;
  role: Role;
}

export function createAdminRolesService(deps: { auth: Auth; users: UsersRepository }) {
  /** Sets the claim's role (keeping the account's other claims) and mirrors it in users/{uid}. */
  async function setRole(email: string, role: Role, now: Date): Promise<RoleChange> {
    const user = await deps.auth.getUserByEmail(email);
    const { role: _role, ...otherClaims } = user.customClaims ?? {};
    await deps.auth.setCustomUserClaims(
      user.uid,
      role === 'admin' ? { ...otherClaims, role } : otherClaims,
    );
    // A revoked admin's open sessions end: their refresh tokens stop working.
    if (role !== 'admin') await deps.auth.revokeRefreshTokens(user.uid);
    await deps.users.setRole(user.uid, user.email ?? email, role, now);
    return { uid: user.uid, email: user.email ?? email, role };
  }

  return {
    grantAdmin: (email: string, now: Date) => setRole(email, 'admin', now),
    revokeAdmin: (email: string, now: Date) => setRole(email, 'customer', now),
  };
}
