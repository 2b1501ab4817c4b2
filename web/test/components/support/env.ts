// Stands in for web/src/config/env.ts (jest.config.cjs maps it): import.meta.env exists only under Vite.
import type { env as webEnv } from '../../../src/config/env';

export const env: typeof webEnv = {
  apiBase: '',
  usesEmulators: false,
  authEmulatorPort: '9099',
  firebase: {
    apiKey: undefined,
    authDomain: undefined,
    projectId: undefined,
    storageBucket: undefined,
    messagingSenderId: undefined,
    appId: undefined,
  },
};
