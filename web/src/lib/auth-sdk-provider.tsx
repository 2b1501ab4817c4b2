// reactfire's providers for the auth pages (their hooks call useAuth()), over the app's one Firebase app
// and Auth instance (loadFirebaseSdk). Only lazy routes import this module, so reactfire stays out of the
// first load.
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import type { FirebaseSdk } from './firebase';

export function AuthSdkProvider({ sdk, children }: { sdk: FirebaseSdk; children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={sdk.firebaseApp}>
      <AuthProvider sdk={sdk.auth}>{children}</AuthProvider>
    </FirebaseAppProvider>
  );
}
