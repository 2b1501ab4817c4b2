// Lint rules, including the layer boundaries of DESIGN.md section 2: domain imports nothing of ours and no
// Firebase, React or Node I/O; web and functions never import each other; inside functions/src, routes never
// reach repositories and services never reach http or routes (functionsLayers); emulators/ and scripts/ use
// functions/ only through functions/src/public.ts, and e2e/ uses functions/ and web/ only through their
// src/public.ts.
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

const functionsNeverImportWeb = {
  group: ['@protect/web', '**/web/src/*'],
  message: 'functions/ never imports web/.',
};
const layer = (folders, message, from = '..') => ({
  group: folders.flatMap((folder) => [`${from}/${folder}`, `${from}/${folder}/*`]),
  message,
});
const functionsLayers = {
  'routes/**/*.ts': [
    layer(
      ['repositories'],
      'Routes validate and call a service: records and Firestore stay behind services/.',
    ),
  ],
  // Services may use presenters: an idempotent request's answer is stored as the wire JSON it replays.
  'services/**/*.ts': [
    layer(['http', 'routes'], 'Services never see requests: no http/ or routes/.'),
  ],
  // Presenters only name a service's result type, so that services and presenters never call each other.
  'presenters.ts': [
    {
      ...layer(['services'], 'Presenters map records to wire shapes, nothing more.', '.'),
      allowTypeImports: true,
    },
  ],
  // The PDFs lay out the domain's content: they read no records and answer no requests.
  'documents/**/*.tsx': [
    layer(
      ['repositories', 'services', 'http', 'routes'],
      'Documents lay out what domain/src/documents.ts decides, nothing more.',
    ),
  ],
  'repositories/**/*.ts': [
    layer(
      ['services', 'routes', 'http', 'presenters'],
      'Repositories hold Firestore and the domain, nothing above them.',
    ),
    // The payment gateway port's types (a card's summary, a charge) are what some records store.
    {
      ...layer(['adapters'], 'Repositories store what the gateway port names, and never call it.'),
      allowTypeImports: true,
    },
  ],
};

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
      // What test and benchmark runs write (npm test lints while its browser lane writes its report).
      'test-results/**',
      'bench-results/**',
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
    files: ['functions/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [functionsNeverImportWeb] }] },
  },
  // The layers inside functions/src (DESIGN.md section 2; functions/README.md): each folder names what it
  // must not import. Type imports count too: a route that names a stored record's type maps records.
  ...Object.entries(functionsLayers).map(([folder, patterns]) => ({
    files: [`functions/src/${folder}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [functionsNeverImportWeb, ...patterns] }],
    },
  })),
  // One factory per error code (app-error.ts), so that a code always answers with the same status.
  {
    files: ['functions/src/**/*.{ts,tsx}'],
    ignores: ['functions/src/app-error.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError']",
          message: 'Use (or add) the AppError factory for this code in functions/src/app-error.ts.',
        },
      ],
    },
  },
  // The local stack and the scripts use functions/ through its public entry (functions/src/public.ts),
  // never its folders, and never web/src.
  {
    files: ['emulators/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)functions/src/(?!public$)',
              message:
                'Import functions/ through functions/src/public.ts: add what is missing there.',
            },
            { group: ['**/web/src/*', '**/web/src/**'], message: 'web/src is the browser app.' },
          ],
        },
      ],
    },
  },
  // The browser suite reaches into neither package: functions/ and web/ through their public entries.
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(functions|web)/src/(?!public$)',
              message:
                'Import functions/ and web/ through their src/public.ts: add what is missing there.',
            },
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
