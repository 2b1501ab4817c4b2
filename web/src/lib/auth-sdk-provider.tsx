// reactfire's providers for the auth pages (their hooks call useAuth()). Only lazy routes import this
// module, so reactfire and the Firebase SDKs stay out of the first load.
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { auth, firebaseApp } from './firebase-sdk';

export function AuthSdkProvider({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>{children}</AuthProvider>
    </FirebaseAppProvider>
  );
}
