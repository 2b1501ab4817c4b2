// A session the api no longer accepts (issue 23 item 4): one handler for every 401, whatever the screen.
import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@protect/domain';
import { answerApi, sentTo } from './support/api';
import { signInAs, signOut } from './support/firebase';
import { renderApp } from './support/render';

// The login page is where this ends; its sign-in form (reactfire over the real Auth SDK) is not the subject.
jest.mock('../../src/lib/auth-sdk-provider', () => ({
  AuthSdkProvider: ({ children }: { children: ReactNode }) => children,
}));
jest.mock('../../src/features/auth/pages/LoginPage', () => ({
  __esModule: true,
  default: () => <h1>Sign In</h1>,
}));

const refused = {
  status: 401,
  body: {
    success: false,
    message: 'Your session has ended. Please sign in again.',
    code: 'unauthenticated',
  },
};

describe('a session the api refuses', () => {
  it("when a screen whose calls word their own failures (silent) is answered 401, then the spec's warning shows once, the login page opens and the person is signed out", async () => {
    signInAs({ uid: 'cust-1', email: 'pat@example.test', name: 'Pat Lee' });
    answerApi({
      'GET /api/subscriptions/sub-1': refused,
      'GET /api/plans': refused,
      'GET /api/addons': refused,
    });

    renderApp('/customer/subscription/sub-1');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(await screen.findByText(AUTH_MESSAGES.sessionEnded)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    // The subscription call carried the person's token, and was not asked again with it.
    const calls = sentTo('GET /api/subscriptions/sub-1');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-cust-1');
    // One warning, and no toast of the page's own failure wording.
    expect(screen.getAllByText(AUTH_MESSAGES.sessionEnded)).toHaveLength(1);
    expect(screen.queryByText(/Failed to load subscription data/)).toBeNull();
    // Signed out: the header offers the sign-in again.
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
