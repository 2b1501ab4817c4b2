// Saved sign-ins for the signed-in fixtures, so that a test whose subject is not signing in starts on its
// page already signed in instead of going through the login page first.
// - signedInState: a person signs in once through the login page with "Remember me" (the seeded admin,
//   once per run: admin.setup.ts).
// - savedSignIn: the same storage made from the Auth emulator's sign-in answer, for the many customers
//   the tests make (no page, no wait): Firebase Auth's persisted user and the app's session user, both in
//   localStorage, as the login page leaves them.
import type { Browser, BrowserContext } from '@playwright/test';
import { roleFromClaims, sessionUserName } from '@protect/domain';
import type { Credentials } from './accounts';
import { authEmulatorHost } from './auth-emulator';
import { openLoginPage, submitLogin } from './pages';

type SavedSignIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The web's api key on the emulators (web/src/lib/firebase.ts): Firebase names its storage with it. */
const EMULATOR_API_KEY = 'demo-key';

/** Signs `who` in through the login page in a context of its own and answers its storage. */
export async function signedInState(
  browser: Browser,
  baseURL: string,
  who: Credentials,
): Promise<SavedSignIn> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await openLoginPage(page);
    await page.getByLabel('Remember me').check();
    await submitLogin(page, who.email, who.password);
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

interface SignInAnswer {
  localId: string;
  email: string;
  displayName?: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

/** The storage a "Remember me" sign-in of `who` leaves on the site at `origin`. */
export async function savedSignIn(who: Credentials, origin: string): Promise<SavedSignIn> {
  const res = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${EMULATOR_API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: who.email, password: who.password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`Signing in ${who.email}: HTTP ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as SignInAnswer;
  const claims = JSON.parse(
    Buffer.from(answer.idToken.split('.')[1] ?? '', 'base64url').toString(),
  ) as Record<string, unknown> & { email_verified?: boolean };
  const now = Date.now();
  const authUser = {
    uid: answer.localId,
    email: answer.email,
    emailVerified: claims.email_verified === true,
    displayName: answer.displayName || null,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: answer.email,
        displayName: answer.displayName || null,
        email: answer.email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: answer.refreshToken,
      accessToken: answer.idToken,
      expirationTime: now + Number(answer.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: EMULATOR_API_KEY,
    appName: '[DEFAULT]',
  };
  const sessionUser = {
    id: answer.localId,
    name: sessionUserName(answer.displayName, answer.email),
    email: answer.email,
    role: roleFromClaims(claims),
    emailVerified: authUser.emailVerified,
  };
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'user', value: JSON.stringify(sessionUser) },
          {
            name: `firebase:authUser:${EMULATOR_API_KEY}:[DEFAULT]`,
            value: JSON.stringify(authUser),
          },
        ],
      },
    ],
  };
}
