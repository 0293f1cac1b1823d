import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const remotes = ['mf-catalog', 'mf-cart', 'mf-account', 'mf-admin'];
/** shared-contracts modules without state, which a package may import by path. */
const STATELESS_MODULES = ['constants', 'messages', 'money', 'phone', 'runtime-config', 'schemas/[a-z-]+'];

/** A remote never imports another remote or the shell; what two packages share lives in shared-contracts. */
const boundaries = ['shell', ...remotes].map((pkg) => ({
  files: [`${pkg}/src/**/*.{ts,tsx}`],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: ['shell', ...remotes, 'api']
          .filter((other) => other !== pkg && !(pkg === 'shell' && remotes.includes(other)))
          .map((other) => ({
            target: `./${pkg}/src`,
            from: `./${other}`,
            message: `${pkg} must not import from ${other}; share through shared-contracts.`,
          })),
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: ['shell', ...remotes, 'api']
          .filter((other) => other !== pkg)
          // Anchored: a bare `api` pattern would also match a feature's own `./api/` folder.
          .map((other) => ({
            regex: `^${other}(/.*)?$`,
            message: 'Packages meet only in shared-contracts.',
          }))
          .concat({
            // A deep import bundles its own copy; session, client, store and hooks must come from the singleton.
            regex: `^shared-contracts/(?!(ui|testing)/|(${STATELESS_MODULES.join('|')})$).+`,
            message:
              "Import stateful parts from 'shared-contracts' itself, so every part of the shop shares one copy.",
          }),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/build/**',
      '**/node_modules/**',
      '**/.data/**',
      'coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...boundaries,
  {
    files: ['**/*.cjs', '**/*.mjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['scripts/**', 'api/bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
