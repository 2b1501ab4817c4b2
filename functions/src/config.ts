// The only reader of process.env: everything configurable about the api is decided here, once.
import path from 'node:path';

export interface Config {
  /** Firebase project id (GCLOUD_PROJECT / GOOGLE_CLOUD_PROJECT, set by the emulators and Cloud Functions). */
  projectId: string | undefined;
  /** True when running against the Firebase emulators (functions emulator or emulator env vars). */
  usingEmulators: boolean;
  /** Where uploaded files go: Cloud Storage (real or emulated) or a directory on local disk. */
  fileStore:
    | { kind: 'cloud-storage'; bucket: string | undefined }
    | { kind: 'local-disk'; directory: string };
  /** Largest JSON body accepted, in bytes; larger bodies answer 413. */
  jsonBodyLimitBytes: number;
  /** Largest upload (multipart) body: two 10 MB device images and their framing. */
  uploadBodyLimitBytes: number;
  /**
   * Express 'trust proxy' as a hop count: the client is the X-Forwarded-For entry this many places from the
   * right (1: the right-most, the address the last proxy saw). Entries to its left are whatever the caller
   * sent, so keying on the left-most would let anyone dodge the per-address limits with a forged header.
   * TRUST_PROXY_HOPS=n, where n is the number of proxies in front of the function that append to the
   * header (README, "Running in production"); 0 trusts no header at all.
   */
  trustProxy: number;
  /**
   * Rate limits (http/rate-limit.ts), counted in Firestore so that they hold across instances. Contact
   * form: messages per IP per window.
   */
  contactRateLimit: { max: number; windowMs: number };
  /** Sign-up and sign-in calls (registerCustomer, admin-login): per IP per window. */
  signInRateLimit: { max: number; windowMs: number };
  /** Claim submissions: per user per window. */
  claimRateLimit: { max: number; windowMs: number };
  /** Device photo uploads (each call stores up to two files): per user per window. */
  uploadRateLimit: { max: number; windowMs: number };
  /**
   * The card payment gateway: Stripe when STRIPE_SECRET_KEY is set (with its publishable key and webhook
   * signing secret), else the offline sandbox, which only the emulators or PAYMENT_GATEWAY=sandbox allow.
   */
  payments:
    | { kind: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string }
    | { kind: 'sandbox' };
  /** Paying requests: at most this many per user per window. */
  paymentRateLimit: { max: number; windowMs: number };
  /**
   * Count each request's Firestore document reads into an X-Firestore-Reads header (repositories/read-meter.ts):
   * for tests and benchmarks, so on in the emulators only, never in production.
   */
  firestoreReadMeter: boolean;
  /**
   * The site's address, for the links in the e-mails (SITE_URL, without a trailing slash): by default the
   * local stack's Hosting on the emulators, else the project's Firebase Hosting address.
   */
  siteUrl: string;
}

/** The repository root, found from this file (src/ in development, lib/ when bundled). */
function repoRoot(): string {
  return path.resolve(__dirname, '..', '..');
}

/** What is wrong with the configuration; a deployed function refuses to start with any of these. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The api cannot start: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and checks the configuration. Outside the emulators a project id and a Storage bucket are
 * required (Cloud Functions sets both through FIREBASE_CONFIG); a set but malformed value is an error
 * everywhere rather than a silent default.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const usingEmulators =
    env.FUNCTIONS_EMULATOR === 'true' ||
    Boolean(env.FIRESTORE_EMULATOR_HOST) ||
    Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  // Without a Storage emulator the local stack keeps files on disk behind the same FileStore port.
  const localFiles = usingEmulators && !env.FIREBASE_STORAGE_EMULATOR_HOST;
  const problems: string[] = [];
  const firebaseConfig = parseFirebaseConfig(env.FIREBASE_CONFIG, problems);
  const projectId = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? firebaseConfig.projectId;
  const bucket = env.STORAGE_BUCKET ?? firebaseConfig.storageBucket;
  if (!usingEmulators && !projectId)
    problems.push('no Firebase project id (GCLOUD_PROJECT or FIREBASE_CONFIG.projectId)');
  if (!localFiles && !usingEmulators && !bucket)
    problems.push('no Cloud Storage bucket (STORAGE_BUCKET or FIREBASE_CONFIG.storageBucket)');
  const siteUrl = (
    env.SITE_URL?.trim() ||
    (usingEmulators ? 'http://127.0.0.1:5000' : `https://${projectId ?? 'localhost'}.web.app`)
  ).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(siteUrl))
    problems.push(`SITE_URL must be an http(s) address, not "${env.SITE_URL}"`);
  if (env.TRUST_PROXY_HOPS !== undefined && !/^\d+$/.test(env.TRUST_PROXY_HOPS))
    problems.push(`TRUST_PROXY_HOPS must be a whole number, not "${env.TRUST_PROXY_HOPS}"`);
  const payments = paymentsConfig(env, usingEmulators, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    projectId,
    usingEmulators,
    fileStore: localFiles
      ? {
          kind: 'local-disk',
          directory: path.resolve(
            env.FILE_STORE_DIR ?? path.join(repoRoot(), 'emulators', 'data', 'files'),
          ),
        }
      : { kind: 'cloud-storage', bucket },
    jsonBodyLimitBytes: 1024 * 1024,
    uploadBodyLimitBytes: 21 * 1024 * 1024,
    trustProxy: env.TRUST_PROXY_HOPS === undefined ? 1 : Number(env.TRUST_PROXY_HOPS),
    contactRateLimit: { max: 5, windowMs: 10 * 60 * 1000 },
    // Far above what a person (or an office behind one address) does. The local stack and the tests sign
    // up hundreds of customers, upload photos and file claims in bulk from 127.0.0.1 (npm test,
    // bench:api), so on the emulators these are set out of reach; the api tests of the limits pass their own.
    signInRateLimit: usingEmulators
      ? { max: 1_000_000, windowMs: 60 * 60 * 1000 }
      : { max: 60, windowMs: 60 * 60 * 1000 },
    claimRateLimit: usingEmulators
      ? { max: 1_000_000, windowMs: 60 * 60 * 1000 }
      : { max: 20, windowMs: 60 * 60 * 1000 },
    // A registration uploads once (a Family plan five times, with retries): 30 an hour is far above that,
    // and bounds the storage one account can fill with files no record will name.
    uploadRateLimit: usingEmulators
      ? { max: 1_000_000, windowMs: 60 * 60 * 1000 }
      : { max: 30, windowMs: 60 * 60 * 1000 },
    payments,
    paymentRateLimit: { max: 20, windowMs: 60 * 1000 },
    firestoreReadMeter: usingEmulators,
    siteUrl,
  };
}

function paymentsConfig(
  env: NodeJS.ProcessEnv,
  usingEmulators: boolean,
  problems: string[],
): Config['payments'] {
  // Asked for by name (a demo project without payments): the sandbox, whatever keys are set.
  if (env.PAYMENT_GATEWAY === 'sandbox') return { kind: 'sandbox' };
  // 'none' is how functions/.secret.local says "no key" (the Functions emulator skips empty values).
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (secretKey && secretKey !== 'none') {
    const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() ?? '';
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
    if (!secretKey.startsWith('sk_') && !secretKey.startsWith('rk_'))
      problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_... or rk_...)');
    if (!publishableKey.startsWith('pk_'))
      problems.push('STRIPE_PUBLISHABLE_KEY (pk_...) is required with STRIPE_SECRET_KEY');
    if (!webhookSecret.startsWith('whsec_'))
      problems.push('STRIPE_WEBHOOK_SECRET (whsec_...) is required with STRIPE_SECRET_KEY');
    return { kind: 'stripe', secretKey, publishableKey, webhookSecret };
  }
  // A deployed api on the sandbox would give coverage without taking money: only on purpose.
  if (!usingEmulators)
    problems.push(
      'no STRIPE_SECRET_KEY (set PAYMENT_GATEWAY=sandbox to run a demo project without payments)',
    );
  return { kind: 'sandbox' };
}

function parseFirebaseConfig(
  raw: string | undefined,
  problems: string[],
): {
  projectId?: string;
  storageBucket?: string;
} {
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as { projectId?: unknown; storageBucket?: unknown };
    return {
      projectId: typeof parsed.projectId === 'string' ? parsed.projectId : undefined,
      storageBucket: typeof parsed.storageBucket === 'string' ? parsed.storageBucket : undefined,
    };
  } catch {
    problems.push('FIREBASE_CONFIG is not JSON');
    return {};
  }
}
