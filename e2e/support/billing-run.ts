// `npm run billing:run -- --now <date>` as a person runs it, against the stack the tests use: the child
// process gets this process's environment (scripts/test.ts passes the stack's FIRESTORE_EMULATOR_HOST
// and GCLOUD_PROJECT), so it bills the same emulated Firestore the browser tests see.
import { spawn } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface BillingRunCounts {
  renewed: number;
  failed: number;
  ended: number;
  skipped: number;
}

/**
 * Runs the billing once as of `now` and answers the counts it printed. It renews every subscription due
 * by then, not only the test's: about 0.1 s each on the emulators (100 in 11 s), plus 3 s to start.
 */
export function runBilling(now: Date, timeoutMs = 180_000): Promise<BillingRunCounts> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'billing:run', '--', '--now', now.toISOString()], {
      cwd: REPO_ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`billing:run did not finish in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      const counts = /renewed (\d+), failed (\d+), coverage ended (\d+), skipped (\d+)/.exec(
        output,
      );
      if (code !== 0 || !counts)
        return reject(new Error(`billing:run exited with ${code}:\n${output}`));
      const [renewed, failed, ended, skipped] = counts.slice(1).map(Number) as [
        number,
        number,
        number,
        number,
      ];
      resolve({ renewed, failed, ended, skipped });
    });
  });
}
