// The signed-in user as the whole app sees it (spec 01 sections 3 and 4).
// Firebase Auth is the source of truth; this keeps the derived session user in memory and in
// localStorage under `user`, as the spec requires. The Auth SDK is imported after the first render
// (loadFirebaseSdk), for a returning user at once and for anyone else when something needs the session;
// until then the session is loading.
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { User } from 'firebase/auth';
import {
  roleFromClaims,
  sessionUserName,
  signsOutAutomatically,
  SESSION_STORAGE_KEY,
  type Role,
  type SessionUser as ApiSessionUser,
} from '@protect/domain';
import { loadFirebaseSdk, onFirebaseSdkLoaded, type FirebaseSdk } from './firebase';

export type SessionRole = Role;

export interface SessionUser extends ApiSessionUser {
  /** Whether the e-mail address is verified (Google accounts always are). */
  emailVerified: boolean;
}

export interface Session {
  user: SessionUser | null;
  /** True until the first auth state is known. */
  loading: boolean;
  /**
   * Makes the session known: loads the Auth SDK if nothing has yet. A visitor with no stored session goes
   * without it on the public pages; what needs to know who is there (a guarded page, saving a quote)
   * asks for it.
   */
  settle(): void;
  logout(): Promise<void>;
}

export function isSessionEndingError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && signsOutAutomatically(code);
}

export async function sessionUserOf(user: User): Promise<SessionUser> {
  const token = await user.getIdTokenResult();
  return {
    id: user.uid,
    name: sessionUserName(user.displayName, user.email),
    email: user.email ?? '',
    role: roleFromClaims(token.claims),
    emailVerified: user.emailVerified,
  };
}

/** The session user last written to localStorage (null when absent or unreadable). */
export function readStoredUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SessionUser>;
    if (typeof parsed.id !== 'string' || (parsed.role !== 'admin' && parsed.role !== 'customer'))
      return null;
    return {
      id: parsed.id,
      name: String(parsed.name ?? ''),
      email: String(parsed.email ?? ''),
      role: parsed.role,
      emailVerified: parsed.emailVerified === true,
    };
  } catch {
    return null;
  }
}

/**
 * Kept in localStorage (the spec's `user`) and in this tab's sessionStorage: a sign-in without "Remember
 * me" lasts only in its own tab, and another tab, where Firebase finds nobody, clears the shared copy.
 */
function storeUser(user: SessionUser | null): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      if (user) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
      else storage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage can be unavailable (private mode, quota); the in-memory session still works.
    }
  }
}

/** Whether someone signed in here last time: the shared copy, or this tab's own. */
function sessionStored(): boolean {
  try {
    return readStoredUser() !== null || window.sessionStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** How often a returning tab re-checks that the account is still enabled. */
const SESSION_RECHECK_MS = 5 * 60 * 1000;

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [sdk, setSdk] = useState<FirebaseSdk | null>(null);
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const currentId = useRef<string | null>(null);

  // The session follows the Auth SDK from whenever it is loaded, by whoever loads it first.
  useEffect(() => onFirebaseSdkLoaded(setSdk), []);

  const settle = useCallback(() => {
    loadFirebaseSdk().catch((error: unknown) => {
      // Without the SDK nobody can be signed in; public pages keep working.
      console.error('Loading Firebase Auth failed', error);
      startTransition(() => setLoading(false));
    });
  }, []);

  // Effects run after the first paint: the page is on screen before the Auth SDK is fetched. A returning
  // user (a session stored by the last sign-in) has it loaded at once, to confirm who they are. A visitor
  // with none is most likely anonymous, and the public pages do without its 30 KB and its start-up work,
  // which used to run on idle in the middle of the page's load (bench:web --base, 5 runs each: / 94 -> 97,
  // /services 91 -> 92, /quote 82 -> 89, TBT 660 -> 399 ms). It loads when something needs the session
  // (settle), when a page calls the api or a visitor starts on the login form, or when another tab signs
  // in (the stored session appears).
  useEffect(() => {
    if (sessionStored()) settle();
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY && event.newValue) settle();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [settle]);

  useEffect(() => {
    if (!sdk) return;
    const { auth, onIdTokenChanged, signOut } = sdk;
    let latest = 0;
    // onIdTokenChanged fires on sign-in, sign-out and token refresh, so a granted or revoked
    // admin claim reaches the session on the next refresh without a reload.
    return onIdTokenChanged(
      auth,
      (firebaseUser) => {
        const call = ++latest;
        // A session change re-renders most of the page. As a transition, React renders it in short
        // slices between frames instead of one long task that would block a phone's taps.
        if (!firebaseUser) {
          currentId.current = null;
          storeUser(null);
          startTransition(() => {
            setUser(null);
            setLoading(false);
          });
          return;
        }
        // A different person just signed in: guards wait for their role instead of seeing nobody.
        if (currentId.current !== firebaseUser.uid) startTransition(() => setLoading(true));
        sessionUserOf(firebaseUser).then(
          (next) => {
            if (call !== latest) return;
            currentId.current = next.id;
            storeUser(next);
            startTransition(() => {
              setUser(next);
              setLoading(false);
            });
          },
          (error: unknown) => {
            if (call !== latest) return;
            if (isSessionEndingError(error)) {
              void signOut(auth).catch((e: unknown) => console.error('Sign-out failed', e));
              return;
            }
            console.error('Reading the ID token failed', error);
            startTransition(() => setLoading(false));
          },
        );
      },
      (error) => {
        if (isSessionEndingError(error)) void signOut(auth).catch(() => undefined);
      },
    );
  }, [sdk]);

  // A disabled account or revoked session is only noticed when Firebase talks to the server, so
  // check again when the tab comes back into view (at most every few minutes); the SDK then signs
  // the user out itself, and the listener above clears the session.
  useEffect(() => {
    if (!sdk) return;
    const { auth, signOut } = sdk;
    let lastCheck = Date.now();
    const onVisible = () => {
      const current = auth.currentUser;
      if (
        document.visibilityState !== 'visible' ||
        !current ||
        Date.now() - lastCheck < SESSION_RECHECK_MS
      )
        return;
      lastCheck = Date.now();
      current.reload().catch((error: unknown) => {
        if (isSessionEndingError(error)) void signOut(auth).catch(() => undefined);
      });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [sdk]);

  // Not dependent on the SDK state, so the SDK arriving does not re-render every session reader.
  const logout = useCallback(async () => {
    try {
      const { auth, signOut } = await loadFirebaseSdk();
      await signOut(auth);
    } catch (error) {
      // Spec 01 section 8: a logout error is only logged.
      console.error('Logout failed', error);
    }
    currentId.current = null;
    storeUser(null);
    setUser(null);
  }, []);

  const value = useMemo<Session>(
    () => ({ user, loading, settle, logout }),
    [user, loading, settle, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
