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

module.exports = {
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
      displayName: 'functions-unit',
      roots: ['<rootDir>/functions'],
      testMatch: ['**/test/unit/**/*.test.ts'],
    },
    {
      ...base,
      // Against the test stack's emulators: the api, the security rules, and the demo seed.
      displayName: 'api',
      roots: ['<rootDir>/functions', '<rootDir>/emulators'],
      testMatch: ['<rootDir>/functions/test/api/**/*.test.ts', '<rootDir>/emulators/**/*.test.ts'],
    },
  ],
};
