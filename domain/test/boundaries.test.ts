/// <reference types="node" />
// Layer boundary (DESIGN.md section 2): domain/src imports nothing but itself and yup, so it stays pure:
// no Firebase, React or Node I/O, and nothing of ours outside domain/.
// This test reads the sources, so it is the one place in domain/ allowed to use Node's fs and path.
/* eslint-disable no-restricted-imports */
import fs from 'node:fs';
import path from 'node:path';
/* eslint-enable no-restricted-imports */

const SRC = path.resolve(__dirname, '../src');
const ALLOWED_PACKAGES = new Set(['yup']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier: import ... from, export ... from, side-effect import, dynamic import(), require(). */
function importsOf(code: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
    /\brequire\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1] ?? ''));
}

/** Why a specifier is refused, or null when allowed. */
function violation(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(file), specifier);
    return target === SRC || target.startsWith(`${SRC}${path.sep}`)
      ? null
      : 'relative import leaves domain/src';
  }
  return ALLOWED_PACKAGES.has(specifier) ? null : 'package not allowed in domain (only yup)';
}

describe('domain layer boundary', () => {
  test('when the checker reads import forms, then it finds every one', () => {
    const code = [
      "import a from 'firebase/app';",
      "import { b } from 'react';",
      "import type { C } from './c';",
      "export * from '../../web/src/x';",
      "import 'node:fs';",
      "const d = await import('fs');",
      "const e = require('child_process');",
    ].join('\n');
    expect(importsOf(code)).toEqual([
      'firebase/app',
      'react',
      './c',
      '../../web/src/x',
      'node:fs',
      'fs',
      'child_process',
    ]);
  });

  test.each([
    ['./money', null],
    ['../devices', null],
    ['yup', null],
    ['../../web/src/app', 'relative import leaves domain/src'],
    ['../../test/helpers', 'relative import leaves domain/src'],
    ['firebase-admin', 'package not allowed in domain (only yup)'],
    ['react', 'package not allowed in domain (only yup)'],
    ['node:fs', 'package not allowed in domain (only yup)'],
    ['@protect/functions', 'package not allowed in domain (only yup)'],
  ])('when a source file imports %p, then the verdict is %p', (specifier, verdict) => {
    expect(violation(path.join(SRC, 'schemas', 'x.ts'), specifier)).toBe(verdict);
  });

  test('when every file in domain/src is scanned, then it imports only domain/src and yup', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(10);
    const problems = files.flatMap((file) =>
      importsOf(fs.readFileSync(file, 'utf8'))
        .map((specifier) => ({ specifier, why: violation(file, specifier) }))
        .filter((p) => p.why !== null)
        .map((p) => `${path.relative(SRC, file)}: '${p.specifier}' (${p.why})`),
    );
    expect(problems).toEqual([]);
  });
});
