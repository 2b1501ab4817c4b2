// The site's Content-Security-Policy, built in this one place for firebase.json (production, written by
// `npm run hosting:csp`) and for each local stack's firebase.stack-<project>.json (launcher.ts).
// It depends on configuration: Stripe's origins are allowed only when the api runs on Stripe (a
// publishable key is set), and a local stack adds its Auth emulator's origin.
import fs from 'node:fs';
import path from 'node:path';

export interface CspOptions {
  /** Stripe is configured (STRIPE_PUBLISHABLE_KEY): Stripe.js, its frames and its api are allowed. */
  stripe: boolean;
  /** The Auth emulator's port on a local stack; the browser may reach it as 127.0.0.1 or localhost. */
  authEmulatorPort?: number;
}

// Stripe's security guide (Content Security Policy): Stripe.js and its Elements frames load from js.stripe.com
// and its subdomains, 3-D Secure from hooks.stripe.com.
const STRIPE_SCRIPT = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [
  'https://js.stripe.com',
  'https://*.js.stripe.com',
  'https://hooks.stripe.com',
];
const STRIPE_API = 'https://api.stripe.com';

/** Firebase Auth's REST endpoints (sign-in, token refresh, account lookups). */
const FIREBASE_AUTH_API = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
/**
 * Google sign-in against a real project (signInWithPopup): the SDK loads gapi from apis.google.com and
 * talks to the popup through a hidden frame on the project's auth domain (<project>.firebaseapp.com).
 */
const GOOGLE_SIGN_IN_SCRIPT = 'https://apis.google.com';
const GOOGLE_SIGN_IN_FRAME = 'https://*.firebaseapp.com';

export function contentSecurityPolicy({ stripe, authEmulatorPort }: CspOptions): string {
  const emulator =
    authEmulatorPort === undefined
      ? []
      : [`http://127.0.0.1:${authEmulatorPort}`, `http://localhost:${authEmulatorPort}`];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", GOOGLE_SIGN_IN_SCRIPT, ...(stripe ? STRIPE_SCRIPT : [])]],
    // MUI's emotion writes <style> elements at run time (and the prerendered pages carry them): styles
    // only; no script needs 'unsafe-inline'.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...FIREBASE_AUTH_API, ...emulator, ...(stripe ? [STRIPE_API] : [])]],
    ['frame-src', ["'self'", GOOGLE_SIGN_IN_FRAME, ...emulator, ...(stripe ? STRIPE_FRAMES : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export const CSP_HEADER = 'Content-Security-Policy';

interface HostingHeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

interface FirebaseJson {
  hosting: { headers?: HostingHeaderRule[] } & Record<string, unknown>;
}

/** Sets the policy on firebase.json's `**` header rule (a copy; the rule is created when missing). */
export function withContentSecurityPolicy<T extends FirebaseJson>(
  config: T,
  options: CspOptions,
): T {
  const value = contentSecurityPolicy(options);
  const rules = (config.hosting.headers ?? []).map((rule) => ({
    ...rule,
    headers: [...rule.headers],
  }));
  let all = rules.find((rule) => rule.source === '**');
  if (!all) {
    all = { source: '**', headers: [] };
    rules.unshift(all);
  }
  const at = all.headers.findIndex((h) => h.key === CSP_HEADER);
  if (at >= 0) all.headers[at] = { key: CSP_HEADER, value };
  else all.headers.push({ key: CSP_HEADER, value });
  return { ...config, hosting: { ...config.hosting, headers: rules } };
}

/** The policy firebase.json carries now, if any. */
export function policyIn(config: FirebaseJson): string | undefined {
  return config.hosting.headers
    ?.find((rule) => rule.source === '**')
    ?.headers.find((h) => h.key === CSP_HEADER)?.value;
}

/**
 * Whether the api of the local stack runs on Stripe: the launcher's functions/.secret.local holds a real
 * secret key (not `none`) and functions/.env.local a publishable key (README, Payments).
 */
export function stripeConfiguredLocally(repoRoot: string): boolean {
  const read = (file: string) => {
    try {
      return fs.readFileSync(path.join(repoRoot, 'functions', file), 'utf8');
    } catch {
      return '';
    }
  };
  const secret = /^STRIPE_SECRET_KEY=(.*)$/m.exec(read('.secret.local'))?.[1]?.trim() ?? '';
  const publishable = /^STRIPE_PUBLISHABLE_KEY=(.*)$/m.exec(read('.env.local'))?.[1]?.trim() ?? '';
  return secret !== '' && secret !== 'none' && publishable.startsWith('pk_');
}
