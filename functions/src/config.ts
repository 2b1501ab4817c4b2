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
   * Who delivers the outbox (mail/{id}, README "Messages"), and the From address of every message:
   * - smtp: this api's sender (services/mail-sender.ts: the Firestore trigger and the scheduled sweep)
   *   through SMTP_URL. On the emulators SMTP_URL may only name the local MailDev (127.0.0.1 or
   *   localhost), so the local stack and the tests never reach a real mail server.
   * - extension: MAIL_DELIVERY=extension, Firebase's "Trigger Email from Firestore" extension delivers
   *   the same documents; our sender stays off, so a message is never sent by both.
   * - off: the emulators without SMTP_URL (a test's own app): messages stay queued.
   * Outside the emulators one of the first two is required: a product that queues receipts nobody
   * delivers would fail silently.
   */
  mail: {
    from: string;
    delivery: { kind: 'smtp'; url: string } | { kind: 'extension' } | { kind: 'off' };
  };
  /**
   * The site's address, for the links in the e-mails (SITE_URL, without a trailing slash): by default the
   * local stack's Hosting on the emulators, else the project's Firebase Hosting address.
   */
  siteUrl: string;
}

/**
 * The deployed function this instance serves (FUNCTION_TARGET, set by Cloud Functions and the Functions
 * emulator); undefined where the deploy tool loads index.ts to list the functions.
 */
export function functionTarget(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.FUNCTION_TARGET || undefined;
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
  const mail = mailConfig(env, usingEmulators, problems);
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
    mail,
    siteUrl,
  };
}

/** The local stack's sender, the address MailDev shows messages from. */
const LOCAL_MAIL_FROM = 'Device Protection <no-reply@protect.test>';
/** A From header: an address, or a display name with the address in angle brackets. */
const FROM_ADDRESS = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function mailConfig(
  env: NodeJS.ProcessEnv,
  usingEmulators: boolean,
  problems: string[],
): Config['mail'] {
  const from = env.MAIL_FROM?.trim() || (usingEmulators ? LOCAL_MAIL_FROM : '');
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  const chosen = env.MAIL_DELIVERY?.trim();
  if (chosen !== undefined && chosen !== 'smtp' && chosen !== 'extension')
    problems.push(`MAIL_DELIVERY must be smtp or extension, not "${chosen}"`);
  if (chosen === 'extension') {
    // The extension has its own SMTP settings and From address; ours would be ignored, so say so.
    if (smtpUrl)
      problems.push('SMTP_URL is set with MAIL_DELIVERY=extension: choose one sender (README)');
    return { from, delivery: { kind: 'extension' } };
  }
  if (!smtpUrl) {
    if (!usingEmulators)
      problems.push(
        'no SMTP_URL for the mail sender (or MAIL_DELIVERY=extension for the Trigger Email extension)',
      );
    return { from, delivery: { kind: 'off' } };
  }
  let url: URL | null = null;
  try {
    url = new URL(smtpUrl);
  } catch {
    problems.push('SMTP_URL is not a URL (smtp://user:password@host:port or smtps://...)');
  }
  if (url && url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    problems.push('SMTP_URL must start with smtp:// or smtps://');
  if (url && usingEmulators && !LOCAL_HOSTS.has(url.hostname))
    problems.push('on the emulators SMTP_URL must name the local MailDev (127.0.0.1 or localhost)');
  if (!FROM_ADDRESS.test(from))
    problems.push('MAIL_FROM must be an address, or "Name <address>", for the mail sender');
  return { from, delivery: { kind: 'smtp', url: smtpUrl } };
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
