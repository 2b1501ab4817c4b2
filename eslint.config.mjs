// Lint rules, including the layer boundaries of DESIGN.md section 2:
// domain imports nothing of ours and no Firebase, React or Node I/O; nothing imports web or functions.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const nodeIo = [
  'fs',
  'fs/*',
  'node:*',
  'path',
  'http',
  'https',
  'net',
  'child_process',
  'os',
  'stream',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '**/coverage/**',
      'emulators/data/**',
      'emulators/.stacks/**',
      'firebase.stack-*.json',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*', '@protect/*'],
              message: 'domain/ imports nothing outside itself.',
            },
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
                '@firebase/*',
              ],
              message: 'domain/ has no Firebase.',
            },
            { group: ['react', 'react-*', '@mui/*'], message: 'domain/ has no React.' },
            { group: nodeIo, message: 'domain/ has no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@protect/web', '**/web/src/*'], message: 'functions/ never imports web/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@protect/functions',
                '**/functions/src/*',
                'firebase-admin',
                'firebase-admin/*',
              ],
              message: 'web/ never imports functions/ or the admin SDK.',
            },
          ],
        },
      ],
    },
  },
  // CONVENTIONS.md: a feature never imports another feature; what two features share lives in
  // web/src/{api,components,hooks,lib}, and a page needing two features composes them in app/.
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@protect/functions',
                '**/functions/src/*',
                'firebase-admin',
                'firebase-admin/*',
              ],
              message: 'web/ never imports functions/ or the admin SDK.',
            },
            {
              regex: `^(\\.\\./)+(${webFeatures.filter((other) => other !== feature).join('|')})/`,
              message:
                'A feature never imports another feature: move what both need to web/src/{api,components,hooks,lib}.',
            },
          ],
        },
      ],
    },
  })),
  prettier,
);
