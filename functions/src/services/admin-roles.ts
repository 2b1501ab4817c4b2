// Granting and revoking the admin role: the `role` custom claim is what the api trusts; users/{uid}.role
// mirrors it for the admin lists. Revoking also revokes refresh tokens so that open sessions end.
import type { Auth } from 'firebase-admin/auth';
import type { UsersRepository } from '../repositories/users';

export interface RoleChange {
  uid: string;
  email: string;
  role: 'admin' | 'customer';
}

export async function grantAdmin(
  auth: Auth,
  users: UsersRepository,
  email: string,
  now: Date,
): Promise<RoleChange> {
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role: 'admin' });
  await users.setRole(user.uid, user.email ?? email, 'admin', now);
  return { uid: user.uid, email: user.email ?? email, role: 'admin' };
}

export async function revokeAdmin(
  auth: Auth,
  users: UsersRepository,
  email: string,
  now: Date,
): Promise<RoleChange> {
  const user = await auth.getUserByEmail(email);
  const { role: _role, ...otherClaims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, otherClaims);
  await auth.revokeRefreshTokens(user.uid);
  await users.setRole(user.uid, user.email ?? email, 'customer', now);
  return { uid: user.uid, email: user.email ?? email, role: 'customer' };
}
