// index.ts as each deployed function loads it: the api's instances must not load firebase-admin's Firestore
// with the module (the Firestore trigger mailOnCreate would, on import), while the deploy tool, which loads
// index.ts without a FUNCTION_TARGET, still finds every function. Each case is a fresh node process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const INDEX = path.resolve(__dirname, '../../src/index.ts');

/** Loads index.ts as the given target would: its exports, and whether Firestore's SDK was loaded. */
function load(target: string | undefined): { exports: string[]; firestoreLoaded: boolean } {
  const script = `
    const loaded = require(${JSON.stringify(INDEX)});
    const exports = Object.keys(loaded).filter((name) => loaded[name] !== undefined);
    const firestoreLoaded = Object.keys(require.cache).some((file) =>
      /firebase-admin[\\\\/]lib[\\\\/]firestore/.test(file));
    console.log(JSON.stringify({ exports, firestoreLoaded }));`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.FUNCTION_TARGET;
  if (target) env.FUNCTION_TARGET = target;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(result.stderr);
  const lines = result.stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? '{}') as ReturnType<typeof load>;
}

describe('the deployed functions', () => {
  it('when the deploy tool loads index.ts (no target), then it finds every function, the mail trigger too', () => {
    expect(load(undefined).exports.sort()).toEqual(
      ['api', 'billing', 'mailOnCreate', 'mailSweep', 'orphanFiles'].sort(),
    );
  });

  it("when an api instance loads index.ts, then firebase-admin's Firestore is not loaded with it", () => {
    const api = load('api');
    expect(api.firestoreLoaded).toBe(false);
    expect(api.exports).not.toContain('mailOnCreate');
  });

  it('when the mail trigger instance loads index.ts, then its trigger is there', () => {
    expect(load('mailOnCreate').exports).toContain('mailOnCreate');
  });
});
