/// <reference types="node" />
// Layer boundary (DESIGN.md section 2): domain/src imports nothing but itself and yup, so it stays pure:
// no Firebase, React or Node I/O, and nothing of ours outside domain/; nor does it touch I/O globals
// (fetch, storage, window, process, timers, console) or read the clock itself (rules take `now`).
// This test reads the sources, so it is the one place in domain/ allowed to use Node's fs and path.
/* eslint-disable no-restricted-imports */
import fs from 'node:fs';
import path from 'node:path';
/* eslint-enable no-restricted-imports */
import ts from 'typescript';

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

/** Globals that reach the network, storage, the page, the process or timers: none of them belongs in domain. */
const IO_GLOBALS = new Set([
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'document',
  'window',
  'navigator',
  'location',
  'process',
  'require',
  'globalThis',
  'Buffer',
  'console',
  'setTimeout',
  'setInterval',
  'setImmediate',
]);

/** Whether an identifier is a reference (not a property name such as `x.fetch` or `{ window: 1 }`). */
function isReference(id: ts.Identifier): boolean {
  const parent = id.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === id) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent)) &&
    parent.name === id
  )
    return false;
  return true;
}

/** I/O globals and hidden clocks (Date.now(), new Date() without arguments) used by some code. */
function ioUses(code: string): string[] {
  const file = ts.createSourceFile('x.ts', code, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && IO_GLOBALS.has(node.text) && isReference(node))
      found.push(node.text);
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      node.name.text === 'now'
    )
      found.push('Date.now');
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      (node.arguments?.length ?? 0) === 0
    )
      found.push('new Date()');
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
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

  test.each<[string, string[]]>([
    ['const r = fetch(url);', ['fetch']],
    ["localStorage.setItem('user', x);", ['localStorage']],
    ['const w = window.innerWidth;', ['window']],
    ['const k = process.env.KEY;', ['process']],
    ["console.log('x');", ['console']],
    ['setTimeout(f, 100);', ['setTimeout']],
    ['const t = Date.now();', ['Date.now']],
    ['const t = new Date();', ['new Date()']],
    ["const t = new Date('2026-01-01');", []],
    ["const message = 'Failed to fetch data'; // fetch in a comment", []],
    ['const o = { fetch: 1, window: 2 }; o.fetch; type T = { document: string };', []],
  ])('when code reads %p, then the I/O uses found are %p', (code, uses) => {
    expect(ioUses(code)).toEqual(uses);
  });

  test('when every file in domain/src is scanned, then it uses no I/O global and no hidden clock', () => {
    const problems = sourceFiles(SRC).flatMap((file) =>
      ioUses(fs.readFileSync(file, 'utf8')).map((use) => `${path.relative(SRC, file)}: ${use}`),
    );
    expect(problems).toEqual([]);
  });
});
