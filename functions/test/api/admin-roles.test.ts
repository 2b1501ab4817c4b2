import request from 'supertest';
import { createUsersRepository } from '../../src/repositories/users';
import { createAdminRolesService } from '../../src/services/admin-roles';
import { auth, createUser, firestore, newApp, signIn } from '../support/emulator';

/** Role changes of one user in the audit log, oldest first. */
async function roleAudit(uid: string) {
  const snapshot = await firestore.collection('auditLog').where('target.id', '==', uid).get();
  return snapshot.docs.map((d) => d.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

describe('admin role script', () => {
  const users = createUsersRepository(firestore);

  it('when the admin role is granted, then the next token carries it, admin routes open and the profile mirrors it', async () => {
    const person = await createUser();
    await createAdminRolesService({ auth, users }).grantAdmin(
      person.email.toUpperCase(),
      new Date(),
    );
    expect((await auth.getUser(person.uid)).customClaims).toEqual({ role: 'admin' });
    expect((await firestore.collection('users').doc(person.uid).get()).data()?.role).toBe('admin');
    expect(await roleAudit(person.uid)).toEqual([
      expect.objectContaining({
        action: 'user.roleGrant',
        who: { uid: 'admin-role-script', email: null },
        target: { collection: 'users', id: person.uid },
        before: { role: null },
        after: { role: 'admin' },
      }),
    ]);
    const token = await signIn(person.email, person.password);
    const res = await request(newApp())
      .get('/api/admin/plans')
      .set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
  });

  it('when the admin role is revoked, then the claim goes, the mirror says customer and the old token is refused', async () => {
    const person = await createUser({ role: 'admin' });
    await auth.setCustomUserClaims(person.uid, { role: 'admin', beta: true });
    const oldToken = await signIn(person.email, person.password);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation counts from the next second
    await createAdminRolesService({ auth, users }).revokeAdmin(person.email, new Date());
    expect((await auth.getUser(person.uid)).customClaims).toEqual({ beta: true });
    expect((await firestore.collection('users').doc(person.uid).get()).data()?.role).toBe(
      'customer',
    );
    expect(await roleAudit(person.uid)).toEqual([
      expect.objectContaining({
        action: 'user.roleRevoke',
        before: { role: null },
        after: { role: 'customer' },
      }),
    ]);
    const res = await request(newApp())
      .get('/api/admin/plans')
      .set('Authorization', `Bearer ${oldToken}`);
    expect(res.status).toBe(401);
    const freshToken = await signIn(person.email, person.password);
    const fresh = await request(newApp())
      .get('/api/admin/plans')
      .set('Authorization', `Bearer ${freshToken}`);
    expect(fresh.status).toBe(403);
  });
});
