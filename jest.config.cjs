/** One jest run covers every package; each package is its own project. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** ESM-only packages that jest (CommonJS) must compile. */
const transformIgnorePatterns = [
  '/node_modules/(?!(\\.pnpm/)?(jose|content-disposition|cookie|@fastify[+/]cookie|@electric-sql|react-intl|intl-messageformat|@formatjs[+/][a-z-]+)[@/+])',
];

const frontend = (name) => ({
  transformIgnorePatterns,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$|\\.mjs$': swc },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFiles: ['<rootDir>/../config/jest.polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/../config/jest.setup.ts'],
  moduleNameMapper: {
    '^shared-contracts$': '<rootDir>/../shared-contracts/src/index.ts',
    '^shared-contracts/(.*)$': '<rootDir>/../shared-contracts/src/$1',
    '^shop-sdk$': '<rootDir>/../shop-sdk/src/index.ts',
    '^shop-sdk/(.*)$': '<rootDir>/../shop-sdk/src/$1',
    '^shop-runtime$': '<rootDir>/../shop-runtime/src/index.ts',
    '^shop-runtime/(.*)$': '<rootDir>/../shop-runtime/src/$1',
  },
});

module.exports = {
  projects: [
    ...[
      'shop-runtime',
      'shared-contracts',
      'shop-sdk',
      'shell',
      'mf-catalog',
      'mf-cart',
      'mf-account',
      'mf-admin',
    ].map(frontend),
    {
      displayName: 'api',
      transformIgnorePatterns,
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
      // PGlite's CommonJS build calls import('fs'); compiled to require() it runs without --experimental-vm-modules.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.cjs$': swc },
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
      moduleNameMapper: {
        '^(\\.{1,2}/.*)\\.js$': '$1',
        '^shared-contracts$': '<rootDir>/../shared-contracts/src/index.ts',
        '^shared-contracts/(.*)$': '<rootDir>/../shared-contracts/src/$1',
        '^shop-runtime/(.*)$': '<rootDir>/../shop-runtime/src/$1',
      },
    },
    {
      displayName: 'paystack-simulator',
      transformIgnorePatterns,
      rootDir: '<rootDir>/paystack-simulator',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
    {
      displayName: 'mail-outbox',
      transformIgnorePatterns,
      rootDir: '<rootDir>/mail-outbox',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
    {
      displayName: 'sms-outbox',
      transformIgnorePatterns,
      rootDir: '<rootDir>/sms-outbox',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
    {
      displayName: 'courier-simulator',
      transformIgnorePatterns,
      rootDir: '<rootDir>/courier-simulator',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
    {
      displayName: 'whatsapp-simulator',
      transformIgnorePatterns,
      rootDir: '<rootDir>/whatsapp-simulator',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
    {
      displayName: 'repo',
      transformIgnorePatterns,
      rootDir: '<rootDir>',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/config/**/*.test.ts',
        '<rootDir>/bench/**/*.test.ts',
      ],
      transform: { '^.+\\.(t|j)sx?$|\\.mjs$': swc },
    },
  ],
};
