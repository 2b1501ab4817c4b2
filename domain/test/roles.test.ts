import {
  hasRole,
  LOGIN_MESSAGES,
  loginErrorMessage,
  roleFromClaims,
  signsOutAutomatically,
  welcomeMessages,
  type Role,
} from '../src';

describe('roles', () => {
  test.each<[Record<string, unknown> | null | undefined, Role]>([
    [{ role: 'admin' }, 'admin'],
    [{ role: 'Admin' }, 'customer'],
    [{ role: 'customer' }, 'customer'],
    [{ admin: true }, 'customer'],
    [{}, 'customer'],
    [null, 'customer'],
    [undefined, 'customer'],
  ])('when the token claims are %p, then the role is %p', (claims, role) => {
    expect(roleFromClaims(claims)).toBe(role);
  });

  test.each<[{ role: Role } | null, Role | Role[], boolean]>([
    [{ role: 'admin' }, 'admin', true],
    [{ role: 'customer' }, 'admin', false],
    [{ role: 'customer' }, ['customer', 'admin'], true],
    [{ role: 'admin' }, [], false],
    [null, ['customer', 'admin'], false],
  ])('when user %p is checked for %p, then it passes: %p', (user, roles, ok) => {
    expect(hasRole(user, roles)).toBe(ok);
  });
});

describe('login errors and session timing', () => {
  test.each([
    ['auth/wrong-password', 'Incorrect email or password.'],
    ['auth/invalid-credential', 'Incorrect email or password.'],
    ['wrong-password', 'Incorrect email or password.'],
    ['auth/user-not-found', 'No user found with this email.'],
    ['auth/too-many-requests', 'Login failed. Please try again.'],
    [null, 'Login failed. Please try again.'],
  ])('when sign-in fails with %p, then the toast reads %p', (code, message) => {
    expect(loginErrorMessage(code)).toBe(message);
  });

  test.each([
    ['auth/user-disabled', true],
    ['auth/user-token-expired', true],
    ['auth/network-request-failed', false],
    [undefined, false],
  ])('when the session reports %p, then the user is signed out: %p', (code, out) => {
    expect(signsOutAutomatically(code)).toBe(out);
  });

  test('when users are welcomed, then the spec wording is used', () => {
    expect(welcomeMessages.back('Ann')).toBe('Welcome back, Ann!');
    expect(welcomeMessages.first('Ann')).toBe('Welcome, Ann!');
    expect(welcomeMessages.admin('Bob')).toBe('Welcome, Admin Bob!');
    expect(LOGIN_MESSAGES.firstDeviceTip).toBe(
      'Tip: Add your first device to get started with protection!',
    );
  });
});
