import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import {
  layoutZones,
  shellZones,
  storefrontLayout,
  storefrontRemotes,
  subfolders,
} from './config/eslint/layouts.mjs';

const remotes = ['mf-catalog', 'mf-cart', 'mf-account', 'mf-admin'];

/**
 * A remote never imports another remote or the shell; what two packages share lives in shared-contracts (pure) or
 * shop-sdk (what talks to the API and to the one shop runtime).
 */
const boundaries = ['shell', ...remotes].flatMap((pkg) =>
  [false, true].map((test) => boundaryConfig(pkg, test)),
);

function boundaryConfig(pkg, test) {
  const tests = `${pkg}/src/**/*.test.{ts,tsx}`;
  return {
    files: test ? [tests] : [`${pkg}/src/**/*.{ts,tsx}`],
    ...(test ? {} : { ignores: [tests] }),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['shell', ...remotes, 'api']
            .filter((other) => other !== pkg && !(pkg === 'shell' && remotes.includes(other)))
            .map((other) => ({
              target: `./${pkg}/src`,
              from: `./${other}`,
              message: `${pkg} must not import from ${other}; share through shared-contracts or shop-sdk.`,
            }))
            .concat(storefrontRemotes.includes(pkg) ? layoutZones(pkg, { test }) : [])
            .concat(pkg === 'shell' ? shellZones({ test }) : [])
            .concat(benchZone(`./${pkg}/src`)),
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
              message: 'Packages meet only in shared-contracts and shop-sdk.',
            }))
            .concat({
              // shared-contracts is pure, so any of its modules may be imported by path. shop-sdk's session, client,
              // toasts and hooks come from its root, so every part of a build shares one copy; its UI, its test helpers
              // and the admin's endpoints (only mf-admin calls them: admin.ts, and admin-*.ts for the dashboard) by path.
              regex: '^shop-sdk/(?!(ui|testing)/|admin(-[a-z]+)?$).+',
              message: "Import from 'shop-sdk' itself, so every part of the shop shares one copy.",
            }),
        },
      ],
    },
  };
}

/**
 * One UI kit: every component and hook that shared-contracts/src/ui (the pure primitives) and shop-sdk/src/ui (the
 * parts that reach the session, toasts or page state) export, by name, with its file. A remote or the shell that
 * defines one of the same name has a second copy of a primitive; it imports the kit's instead.
 */
const KIT_DIRS = ['shared-contracts', 'shop-sdk'].map((pkg) => [
  pkg,
  new URL(`./${pkg}/src/ui/`, import.meta.url),
]);
const KIT_COMPONENTS = new Map(
  KIT_DIRS.flatMap(([pkg, dir]) =>
    readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .flatMap((file) =>
        [
          ...readFileSync(new URL(file, dir), 'utf8').matchAll(
            /^export (?:const|function|class) ((?:[A-Z]|use[A-Z])\w*)/gm,
          ),
        ].map(([, name]) => [name, `${pkg}/ui/${file.replace(/\.tsx?$/, '')}`]),
      ),
  ),
);

const uiKitPlugin = {
  rules: {
    'no-kit-component-copies': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          copy: "'{{name}}' is in the UI kit: import it from '{{file}}' instead of defining another.",
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

/**
 * The packages stand in layers, and imports run only downwards: the shell and the remotes use shop-sdk and
 * shared-contracts; shop-sdk uses shared-contracts and shop-runtime; shared-contracts uses only shop-runtime's
 * constants; shop-runtime uses none of them. An import back up would tie the one instance to a bundled copy (or the
 * pure contracts to the SDK's state, or either to a remote), so lint refuses it, by package name and by path.
 */
const LAYERS = [
  { pkg: 'shop-runtime', above: ['shared-contracts', 'shop-sdk', 'shell', ...remotes, 'api'] },
  { pkg: 'shared-contracts', above: ['shop-sdk', 'shell', ...remotes, 'api'] },
  { pkg: 'shop-sdk', above: ['shell', ...remotes, 'api'] },
];
const layers = LAYERS.map(({ pkg, above }) => ({
  files: [`${pkg}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: above.map((other) => ({
          regex: `^${other}(/.*)?$`,
          message: `${pkg} must not import from ${other}: imports run from the shell and remotes down to shop-sdk, then shared-contracts, then shop-runtime.`,
        })),
      },
    ],
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: above
          .map((other) => ({
            target: `./${pkg}/src`,
            from: `./${other}`,
            message: `${pkg} must not import from ${other}.`,
          }))
          .concat(benchZone(`./${pkg}/src`)),
      },
    ],
  },
}));

/**
 * The benchmarks (bench/) stand above everything: they import the shop's code, its servers and the tools of scripts/,
 * and nothing imports them, so a figure never depends on code that a benchmark shaped. The zone joins every other
 * configuration of the rule (a later one replaces an earlier one's zones for the same files).
 */
function benchZone(target) {
  return {
    target,
    from: './bench',
    message: 'Nothing imports from bench/: the benchmarks measure the shop from above.',
  };
}
const benchOnTop = {
  files: ['**/*.{ts,tsx,mjs,cjs,js}'],
  ignores: ['bench/**'],
  rules: { 'import-x/no-restricted-paths': ['error', { zones: [benchZone('./')] }] },
};

/**
 * The API stands in floors (docs/architecture.md, "The API's modules"), top down: the app; what composes the
 * modules; the modules; the foundations, which know no domain; helpers. No floor imports one above it, the rest uses
 * a module only through its index.ts, and a route reaches the database only through services.
 */
const API_SRC = './api/src';
const apiModules = subfolders(new URL(`${API_SRC}/modules/`, import.meta.url));
const apiFloors = 'app.ts server.ts|routes jobs seed backup|modules|plugins|services|db config.ts|lib'
  .split('|')
  .map((floor) => floor.split(' '));
const apiRouteFolders = [`${API_SRC}/routes`, ...apiModules.map((mod) => `${API_SRC}/modules/${mod}/routes`)];
const apiLayout = {
  files: ['api/src/**/*.ts'],
  // The API imports its TypeScript files by their emitted names (`./x.js`, NodeNext): resolve those to `./x.ts`.
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.mjs', '.js', '.json'],
        extensionAlias: { '.js': ['.ts', '.js'] },
      }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...apiModules.map((mod) => ({
            target: `${API_SRC}/modules/${mod}`,
            from: `${API_SRC}/modules`,
            except: [
              `./${mod}`,
              ...apiModules.filter((other) => other !== mod).map((other) => `./${other}/index.ts`),
            ],
            message: `api: modules/${mod} may use another module only through its index.ts.`,
          })),
          {
            target: apiFloors
              .slice(0, 2)
              .flat()
              .map((part) => `${API_SRC}/${part}`),
            from: `${API_SRC}/modules`,
            except: apiModules.map((mod) => `./${mod}/index.ts`),
            message: 'api: the rest of the API uses a module only through its index.ts.',
          },
          ...apiFloors.flatMap((floor, level) =>
            apiFloors
              .slice(0, level)
              .flat()
              .map((above) => ({
                target: floor.map((part) => `${API_SRC}/${part}`),
                from: `${API_SRC}/${above}`,
                message: `api: ${floor.join(', ')} stand under ${above} and import nothing of it.`,
              })),
          ),
          {
            target: apiRouteFolders,
            from: [`${API_SRC}/db`, ...apiModules.map((mod) => `${API_SRC}/modules/${mod}/tables.ts`)],
            message: 'api: a route reads and writes the database only through its services.',
          },
          benchZone(API_SRC),
        ],
      },
    ],
  },
};
const apiRoutesWithoutSql = {
  files: apiRouteFolders.map((folder) => `${folder.slice(2)}/**/*.ts`),
  ignores: ['api/src/**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^drizzle-orm(/.*)?$',
            message: 'api: a route reads and writes the database only through its services.',
          },
        ],
      },
    ],
  },
};

/** No import circles: two modules that need each other are one module, or a third holds what they share. */
const noCycles = {
  files: [
    '{shell,shop-runtime,shared-contracts,shop-sdk,mf-catalog,mf-cart,mf-account,mf-admin,api}/src/**/*.{ts,tsx}',
  ],
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    // The path rules judge resolved files: without .ts and .tsx here, no TypeScript import resolves and no zone applies.
    settings: {
      // import-x/no-cycle follows only the files it parses: TypeScript's too.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.cjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  benchOnTop,
  ...boundaries,
  ...layers,
  apiLayout,
  apiRoutesWithoutSql,
  noCycles,
  storefrontLayout,
  oneUiKit,
  {
    files: ['**/*.cjs', '**/*.mjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
