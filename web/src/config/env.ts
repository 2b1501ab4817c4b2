// The one reader of Vite's build-time variables (import.meta.env): the rest of the web imports them from
// here, so that code runs unchanged where import.meta does not exist (Jest's component tests map this
// module to a stand-in) and the variables the app depends on are listed in one place.
const vite = import.meta.env;

/** True in the local stack's build, which talks to the Auth emulator (set only by the launcher). */
const usesEmulators = vite.VITE_USE_EMULATORS === 'true';

export const env = {
  /** Where /api lives: the page's own origin unless the build names another (VITE_API_BASE). */
  apiBase: vite.VITE_API_BASE ?? '',
  usesEmulators,
  /** The Auth emulator's port, in the local stack's build. */
  authEmulatorPort: vite.VITE_AUTH_EMULATOR_PORT || '9099',
  /** Firebase's web configuration; blank values are left out. */
  firebase: {
    apiKey: vite.VITE_FIREBASE_API_KEY || undefined,
    authDomain: vite.VITE_FIREBASE_AUTH_DOMAIN || undefined,
    projectId: vite.VITE_FIREBASE_PROJECT_ID || undefined,
    storageBucket: vite.VITE_FIREBASE_STORAGE_BUCKET || undefined,
    messagingSenderId: vite.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
    appId: vite.VITE_FIREBASE_APP_ID || undefined,
  },
} as const;
