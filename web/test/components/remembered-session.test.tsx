// A returning person's page is drawn while the Auth SDK restores their session (issue 25): the page's
// frame does not wait for the SDK, its data does, and a session the SDK does not confirm ends on /login.
import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { answerApi, sent, sentTo } from './support/api';
import { holdSessionRestore, signInAs, signOut } from './support/firebase';
import { renderApp } from './support/render';

// The login page is where a session that is not confirmed ends; its form is not the subject.
jest.mock('../../src/lib/auth-sdk-provider', () => ({
  AuthSdkProvider: ({ children }: { children: ReactNode }) => children,
}));
jest.mock('../../src/features/auth/pages/LoginPage', () => ({
  __esModule: true,
  default: () => <h1>Sign In</h1>,
}));

const pat = { uid: 'cust-1', email: 'pat@example.test', name: 'Pat Lee' };

describe('a session this browser remembers', () => {
  it('when a returning customer opens the claims page, then it is drawn before the SDK confirms them, and their data is asked for, with their token, only once it has', async () => {
    signInAs(pat);
    answerApi({
      'GET /api/subscriptions': { body: { success: true, subscriptions: [] } },
      'GET /api/claims/user/cust-1': { body: { success: true, message: '', claims: [] } },
    });
    const restore = holdSessionRestore();

    renderApp('/customer/claims');

    expect(await screen.findByRole('heading', { name: 'Submit a Claim' })).toBeTruthy();
    expect(screen.queryByText('Checking authentication...')).toBeNull();
    expect(sent.filter((request) => request.path.startsWith('/api/'))).toHaveLength(0);

    restore();
    await waitFor(() => expect(sentTo('GET /api/subscriptions')).toHaveLength(1));
    await waitFor(() => expect(sentTo('GET /api/claims/user/cust-1')).toHaveLength(1));
    for (const request of [
      ...sentTo('GET /api/subscriptions'),
      ...sentTo('GET /api/claims/user/cust-1'),
    ])
      expect(request.headers.get('Authorization')).toBe('Bearer token-cust-1');
    expect(screen.getByTestId('location').textContent).toBe('/customer/claims');
  });

  it('when the remembered session is not confirmed (signed out elsewhere), then the page gives way to the login page and no data is asked for', async () => {
    signInAs(pat);
    await signOut(null); // Firebase has no session; localStorage still remembers Pat.
    const restore = holdSessionRestore();

    renderApp('/customer/claims');
    expect(await screen.findByRole('heading', { name: 'Submit a Claim' })).toBeTruthy();

    restore();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(sentTo('GET /api/subscriptions')).toHaveLength(0);
  });

  it('when a remembered customer opens an admin page, then none of it is drawn before the SDK has confirmed the role, and then they go to their dashboard', async () => {
    signInAs(pat);
    answerApi({
      'GET /api/customer/dashboard': { status: 503, body: { success: false, message: 'later' } },
    });
    const restore = holdSessionRestore();

    renderApp('/admin/claims');
    expect(await screen.findByText('Checking authentication...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /claims/i })).toBeNull();

    restore();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/customer/dashboard'),
    );
    expect(sent.filter((request) => request.path.startsWith('/api/admin'))).toHaveLength(0);
  });
});
