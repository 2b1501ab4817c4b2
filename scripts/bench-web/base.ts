// --base REV: another commit's web app, built in a scratch git worktree beside this one and measured in
// the same run, so that the machine's load weighs on both alike. Its node_modules are hard links of this
// worktree's (`cp -al`, no install), so the base is built with today's dependencies where it declares
// the same ones.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const WORKSPACES = ['domain', 'functions', 'web', 'emulators', 'e2e'];

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

export interface BaseWorktree {
  commit: string;
  root: string;
  remove(): void;
}

/** A detached worktree of `rev` in the system's temp folder, with this worktree's node_modules linked in. */
export function checkOutBase(rev: string): BaseWorktree {
  const commit = git(['rev-parse', '--verify', `${rev}^{commit}`]);
  const root = path.join(os.tmpdir(), `bench-web-base-${commit.slice(0, 12)}`);
  if (fs.existsSync(root)) git(['worktree', 'remove', '--force', root]);
  git(['worktree', 'add', '--detach', root, commit]);
  for (const dir of ['.', ...WORKSPACES]) {
    const from = path.join(REPO_ROOT, dir, 'node_modules');
    if (!fs.existsSync(from) || !fs.existsSync(path.join(root, dir))) continue;
    const copied = spawnSync('cp', ['-al', from, path.join(root, dir, 'node_modules')]);
    if (copied.status !== 0) throw new Error(`cp -al ${from}: ${copied.stderr.toString()}`);
  }
  // Build caches are written in place: the base gets its own, not links to this worktree's files.
  fs.rmSync(path.join(root, 'web', 'node_modules', '.cache'), { recursive: true, force: true });
  return {
    commit,
    root,
    remove: () => git(['worktree', 'remove', '--force', root]),
  };
}
