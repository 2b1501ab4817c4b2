// One Jest config, one project per layer. scripts/test.ts picks which projects run and
// starts the emulators the integration project needs (browser tests run on Playwright Test).
const tsJest = [
  'ts-jest',
  // isolatedModules: transpile only (fast); `tsc -b` does the type checking.
  {
    tsconfig: {
      module: 'commonjs',
      jsx: 'react-jsx',
      esModuleInterop: true,
      isolatedModules: true,
    },
  },
];
const base = { transform: { '^.+\\.tsx?$': tsJest }, testEnvironment: 'node' };
// The component tests run the app's own code: as the app is built (ES2022), so that `instanceof ApiError`
// holds (TypeScript's default ES5 output breaks subclasses of Error).
const tsJestES2022 = ['ts-jest', { tsconfig: { ...tsJest[1].tsconfig, target: 'ES2022' } }];
// The api renders PDFs with @react-pdf/renderer and its tests read them with unpdf's PDF.js build: packages
// published only as ES modules, which Jest on Node 20 cannot require. esm-to-cjs.cjs turns them into CommonJS.
// React Email's renderer is CommonJS but loads react-dom/server with import(), which Jest cannot run either:
// the same transform turns that import() into require().
const esModulePackages = [
  '@react-pdf',
  'yoga-layout',
  'color-string',
  'color-name',
  'unpdf',
  '@react-email',
];
const withEsModulePackages = {
  transform: {
    ...base.transform,
    '\\.[cm]?js$': '<rootDir>/functions/test/support/esm-to-cjs.cjs',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esModulePackages.join('|')})/)`],
  // Entries these packages export for `import` only.
  moduleNameMapper: {
    '^@react-pdf/hyphenate/(.+)$': '<rootDir>/node_modules/@react-pdf/hyphenate/lib/$1.js',
    '^unpdf/pdfjs$': '<rootDir>/node_modules/unpdf/dist/pdfjs.mjs',
  },
};

// Api test files that run the billing, which renews every due subscription in the project, other files'
// included: in the same project as the rest it made renewals their tests did not expect (a dashboard's
// payments, a plan change's money). npm test runs them one at a time, in a project of their own.
const BILLING_RUNS = ['admin-lists', 'billing', 'family-plan', 'plan-changes'].map(
  (name) => `<rootDir>/functions/test/api/${name}.test.ts`,
);

module.exports = {
  // npm test runs the unit tests beside the stack's start and the api and browser tests: on a busy machine
  // a jsdom form test or the first PDF render took over Jest's default 5 s, so each test gets 30 (the api
  // projects 90: functions/test/support/api-timeout.ts).
  testTimeout: 30_000,
  projects: [
    {
      ...base,
      displayName: 'domain',
      roots: ['<rootDir>/domain'],
      testMatch: ['**/*.test.ts'],
      collectCoverageFrom: ['<rootDir>/domain/src/**/*.ts'],
    },
    {
      ...base,
      // The web's own rules that need no browser: display decoration and reading api answers.
      displayName: 'web-unit',
      roots: ['<rootDir>/web/test'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...base,
      // The web's forms with many states, rendered in jsdom with React Testing Library: what a person types,
      // sees and sends. Vite's build-time variables come from web/src/config/env.ts, stood in for here.
      displayName: 'web-components',
      transform: { '^.+\\.tsx?$': tsJestES2022 },
      testEnvironment: '<rootDir>/web/test/components/support/environment.cjs',
      roots: ['<rootDir>/web/test/components'],
      testMatch: ['**/*.test.tsx'],
      // The Vite-only module and the Auth SDK are stood in for at their boundary.
      moduleNameMapper: {
        '/config/env$': '<rootDir>/web/test/components/support/env.ts',
        '^\\.{1,2}/(.*/)?firebase$': '<rootDir>/web/test/components/support/firebase.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/web/test/components/support/setup.ts'],
    },
    {
      ...base,
      ...withEsModulePackages,
      displayName: 'functions-unit',
      roots: ['<rootDir>/functions'],
      testMatch: ['**/test/unit/**/*.test.ts'],
    },
    {
      ...base,
      ...withEsModulePackages,
      // Against the test stack's emulators: the api, the security rules, and the demo seed.
      displayName: 'api',
      roots: ['<rootDir>/functions', '<rootDir>/emulators'],
      testMatch: ['<rootDir>/functions/test/api/**/*.test.ts', '<rootDir>/emulators/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...BILLING_RUNS],
      setupFilesAfterEnv: ['<rootDir>/functions/test/support/api-timeout.ts'],
    },
    {
      ...base,
      ...withEsModulePackages,
      // The files whose tests run the billing: one at a time, in a project of their own (scripts/test.ts).
      displayName: 'api-billing',
      roots: ['<rootDir>/functions'],
      testMatch: BILLING_RUNS,
      setupFilesAfterEnv: ['<rootDir>/functions/test/support/api-timeout.ts'],
    },
  ],
};
