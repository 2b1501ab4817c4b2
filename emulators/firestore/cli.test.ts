// The CLI contract the launcher relies on: one ready line with the port, import on start, export on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ID, sdk } from './fidelity.helpers';

jest.setTimeout(30_000);

const repoRoot = join(__dirname, '..', '..');
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');

function startCli(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(tsx, [join(__dirname, 'cli.ts'), ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /^Firestore fallback ready on 127\.0\.0\.1:(\d+)$/m.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`CLI exited (${code}) before ready: ${out}`)));
  });
}

test('when the CLI gets SIGTERM, then it exports what was written and exits 0', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'fs-fallback-cli-'));
  const file = join(dir, 'firestore.json');
  await writeFile(
    file,
    JSON.stringify({
      format: 'firestore-fallback',
      version: 1,
      exportedAt: new Date().toISOString(),
      documents: [
        {
          path: `projects/${PROJECT_ID}/databases/(default)/documents/plans/basic`,
          createTime: '2025-01-01T00:00:00.000001000Z',
          updateTime: '2025-01-01T00:00:00.000001000Z',
          fields: { monthlyCents: { integerValue: '999' } },
        },
      ],
    }),
  );
  const { child, port } = await startCli([
    '--port',
    '0',
    '--import',
    file,
    '--export-on-exit',
    file,
  ]);
  const db = new sdk.Firestore({ projectId: PROJECT_ID, host: '127.0.0.1', port, ssl: false });
  try {
    expect((await db.doc('plans/basic').get()).get('monthlyCents')).toBe(999);
    await db.doc('plans/premium').set({ monthlyCents: 1999 });
  } finally {
    await db.terminate();
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  const saved = JSON.parse(await readFile(file, 'utf8')) as { documents: { path: string }[] };
  expect(saved.documents.map((d) => d.path.split('/').slice(-2).join('/'))).toEqual([
    'plans/basic',
    'plans/premium',
  ]);
  await rm(dir, { recursive: true, force: true });
});
