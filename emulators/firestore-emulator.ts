// Which Firestore emulator the local stack runs, and how the launcher drives the Google Cloud SDK's copy.
//
// Always Google's Cloud Firestore emulator, so that transactions, queries and security rules behave as in
// production. It comes in two packagings:
//   1. firebase-tools' own, which the Firebase CLI downloads and starts; it needs Java 21+.
//   2. the Google Cloud SDK's (`google-cloud-cli-firestore-emulator` on Debian, `gcloud components install
//      cloud-firestore-emulator` elsewhere), which runs on Java 17; the launcher starts it itself.
// With neither, the stack refuses to start rather than run on something that is not Firestore.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type FirestoreEmulator = { kind: 'firebase-tools' } | { kind: 'cloud-sdk'; jar: string };

const SDK_JAR = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export const NO_FIRESTORE_EMULATOR = [
  "No Firestore emulator found. The local stack runs Google's Cloud Firestore emulator; get it one of two ways:",
  '  - Java 21 or newer: firebase-tools then downloads and runs its own Firestore emulator;',
  "  - the Google Cloud SDK's cloud-firestore-emulator component, which runs on Java 17",
  '    (Debian: apt-get install google-cloud-cli-firestore-emulator; elsewhere:',
  '    gcloud components install cloud-firestore-emulator), or set FIRESTORE_EMULATOR_JAR to its jar.',
].join('\n');

export function javaMajorVersion(): number {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error) return 0;
  const match = /version "(\d+)/.exec(`${out.stderr}${out.stdout}`);
  return match?.[1] ? Number(match[1]) : 0;
}

function cloudSdkRoot(): string | undefined {
  const out = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
  });
  const root = out.error || out.status !== 0 ? '' : out.stdout.trim();
  return root || undefined;
}

/** firebase-tools' own emulator where Java 21+ runs it; else the Cloud SDK's; else a clear refusal. */
export function findFirestoreEmulator(java = javaMajorVersion()): FirestoreEmulator {
  if (java >= 21) return { kind: 'firebase-tools' };
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv))
      throw new Error(`FIRESTORE_EMULATOR_JAR names ${fromEnv}, which does not exist.`);
    if (java === 0)
      throw new Error(
        `${NO_FIRESTORE_EMULATOR}\n(Java was not found: the SDK's emulator needs Java 17+.)`,
      );
    return { kind: 'cloud-sdk', jar: fromEnv };
  }
  const root = cloudSdkRoot();
  const jar = root ? path.join(root, SDK_JAR) : undefined;
  if (!jar || !fs.existsSync(jar) || java === 0) throw new Error(NO_FIRESTORE_EMULATOR);
  return { kind: 'cloud-sdk', jar };
}

export function describeFirestoreEmulator(emulator: FirestoreEmulator): string {
  return emulator.kind === 'firebase-tools'
    ? "Google's Cloud Firestore emulator (firebase-tools' copy, Java 21+)"
    : `Google's Cloud Firestore emulator (Google Cloud SDK, ${emulator.jar})`;
}

/** Where an export made by `exportFirestore` keeps the file that `--seed_from_export` reads. */
function exportMetadata(dir: string): string {
  return path.join(dir, 'firestore_export', 'firestore_export.overall_export_metadata');
}

export interface CloudSdkFirestore {
  process: ChildProcess;
  /** Writes every document of the default database to `dir`, replacing what was there only once it is complete. */
  exportTo(dir: string): Promise<void>;
}

/**
 * Starts the Cloud SDK's emulator on one port with the repo's rules, single-project mode, and the documents
 * of an earlier export in `importDir` (if it holds one). It runs in its own process group, so that a Ctrl-C
 * in the terminal reaches the launcher first, which exports and then stops it.
 */
export async function startCloudSdkFirestore(options: {
  jar: string;
  host: string;
  port: number;
  project: string;
  rules: string;
  importDir: string | null;
  log: fs.WriteStream;
}): Promise<CloudSdkFirestore> {
  const { jar, host, port, project } = options;
  const args = [
    // The emulator only supports English error messages (its own wrapper script sets this too).
    '-Duser.language=en',
    '-cp',
    jar,
    MAIN_CLASS,
    'start',
    `--host=${host}`,
    `--port=${port}`,
    `--project_id=${project}`,
    '--single_project_mode=true',
    `--rules=${options.rules}`,
  ];
  const imported = options.importDir ? exportMetadata(options.importDir) : null;
  if (imported && fs.existsSync(imported)) args.push(`--seed_from_export=${imported}`);

  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.pipe(options.log);
  child.stderr?.pipe(options.log);
  await waitUntilServing(child, `http://${host}:${port}/`, 60_000);

  const base = `http://${host}:${port}`;
  return {
    process: child,
    async exportTo(dir: string) {
      // Export next to the target, then swap, so that a crash during an export never leaves half of one.
      const parent = path.dirname(dir);
      fs.mkdirSync(parent, { recursive: true });
      const fresh = fs.mkdtempSync(path.join(parent, '.firestore-export-'));
      try {
        const res = await fetch(`${base}/emulator/v1/projects/${project}:export`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            database: `projects/${project}/databases/(default)`,
            export_directory: fresh,
            export_name: 'firestore_export',
          }),
        });
        if (!res.ok)
          throw new Error(`Firestore export failed: HTTP ${res.status} ${await res.text()}`);
        const previous = `${dir}.previous`;
        fs.rmSync(previous, { recursive: true, force: true });
        if (fs.existsSync(dir)) fs.renameSync(dir, previous);
        fs.renameSync(fresh, dir);
        fs.rmSync(previous, { recursive: true, force: true });
      } finally {
        fs.rmSync(fresh, { recursive: true, force: true });
      }
    },
  };
}

/** The folder holding the last complete export, also after a crash between the two renames of `exportTo`. */
export function lastFirestoreExport(dir: string): string | null {
  if (fs.existsSync(exportMetadata(dir))) return dir;
  const previous = `${dir}.previous`;
  return fs.existsSync(exportMetadata(previous)) ? previous : null;
}

async function waitUntilServing(
  child: ChildProcess,
  url: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The Firestore emulator exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for the Firestore emulator at ${url}`);
}
