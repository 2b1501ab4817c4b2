// Stands in for web/src/lib/firebase.ts (jest.config.cjs maps it): the Auth SDK at its boundary. A test
// signs a person in with signInAs(); the app reads them through the same calls it makes on Firebase.
type Listener = (user: FakeUser | null) => void;

export interface FakeUser {
  uid: string;
  email: string;
  displayName: string;
  emailVerified: boolean;
  getIdToken(): Promise<string>;
  getIdTokenResult(): Promise<{ claims: Record<string, unknown> }>;
  reload(): Promise<void>;
}

const auth: { currentUser: FakeUser | null } = { currentUser: null };
const listeners = new Set<Listener>();

function announce(): void {
  for (const listener of listeners) listener(auth.currentUser);
}

/** Signs a person in: every api call then carries `Bearer token-{uid}`. */
export function signInAs(person: {
  uid: string;
  email: string;
  name: string;
  role?: 'admin';
}): void {
  auth.currentUser = {
    uid: person.uid,
    email: person.email,
    displayName: person.name,
    emailVerified: true,
    getIdToken: () => Promise.resolve(`token-${person.uid}`),
    getIdTokenResult: () => Promise.resolve({ claims: person.role ? { role: person.role } : {} }),
    reload: () => Promise.resolve(),
  };
  // As a returning visitor: the app keeps the session user under 'user' (spec 01 section 3).
  window.localStorage.setItem(
    'user',
    JSON.stringify({
      id: person.uid,
      name: person.name,
      email: person.email,
      role: person.role ?? 'customer',
      emailVerified: true,
    }),
  );
  announce();
}

export const signOut = jest.fn((_auth: unknown) => {
  auth.currentUser = null;
  announce();
  return Promise.resolve();
});

const sdk = {
  auth,
  signOut,
  onIdTokenChanged(_auth: unknown, next: Listener): () => void {
    listeners.add(next);
    queueMicrotask(() => next(auth.currentUser));
    return () => listeners.delete(next);
  },
};

// Like the real loader: the SDK counts as loaded from its first load on, and those waiting hear it once.
let loaded = false;
const loadedListeners = new Set<(loaded: typeof sdk) => void>();

export const firebaseConfig = {};
export const authEmulatorUrl = null;
export function loadFirebaseSdk(): Promise<typeof sdk> {
  if (!loaded) {
    loaded = true;
    queueMicrotask(() => {
      for (const listener of loadedListeners) listener(sdk);
    });
  }
  return Promise.resolve(sdk);
}
export function onFirebaseSdkLoaded(listener: (loaded: typeof sdk) => void): () => void {
  if (loaded) listener(sdk);
  else loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}
export const getAuthLazy = () => loadFirebaseSdk().then(() => auth);

/** Between tests: nobody signed in, the SDK not loaded, no listeners left from unmounted providers. */
export function resetFirebase(): void {
  auth.currentUser = null;
  listeners.clear();
  loaded = false;
  loadedListeners.clear();
  signOut.mockClear();
}
