import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';

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

/**
 * One UI kit: every component shared-contracts/src/ui exports, by name, with its file. A remote or the shell
 * that defines a component of the same name has a second copy of a primitive; it imports the kit's instead.
 */
const KIT_DIR = new URL('./shared-contracts/src/ui/', import.meta.url);
const KIT_COMPONENTS = new Map(
  readdirSync(KIT_DIR)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .flatMap((file) =>
      [
        ...readFileSync(new URL(file, KIT_DIR), 'utf8').matchAll(
          /^export (?:const|function|class) ([A-Z]\w*)/gm,
        ),
      ].map(([, name]) => [name, file.replace(/\.tsx?$/, '')]),
    ),
);

const uiKitPlugin = {
  rules: {
    'no-kit-component-copies': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          copy: "'{{name}}' is a UI kit component: import it from 'shared-contracts/ui/{{file}}' instead of defining another.",
        },
      },
      create(context) {
        const check = (id) => {
          if (id?.type === 'Identifier' && KIT_COMPONENTS.has(id.name)) {
            context.report({
              node: id,
              messageId: 'copy',
              data: { name: id.name, file: KIT_COMPONENTS.get(id.name) },
            });
          }
        };
        return {
          VariableDeclarator: (node) => check(node.id),
          FunctionDeclaration: (node) => check(node.id),
          ClassDeclaration: (node) => check(node.id),
        };
      },
    },
  },
};

const oneUiKit = {
  files: [`{shell,${remotes.join(',')}}/src/**/*.{ts,tsx}`],
  plugins: { 'ui-kit': uiKitPlugin },
  rules: { 'ui-kit/no-kit-component-copies': 'error' },
};

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
  oneUiKit,
  {
    files: ['**/*.cjs', '**/*.mjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['scripts/**', 'api/bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
