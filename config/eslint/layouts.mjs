/**
 * Where a front-end package's files live and which way imports run inside it. The configuration at the repository's
 * root (eslint.config.mjs) joins these to its rules.
 */
import { existsSync, readdirSync } from 'node:fs';

/** The repository's root: the zones below name their folders from it. */
const ROOT = new URL('../../', import.meta.url);

/** The storefront remotes share one layout: `app/routes/<page>.tsx` plus `features/<feature>/{api,components,hooks}`. */
export const storefrontRemotes = ['mf-catalog', 'mf-cart', 'mf-account'];

export const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * Imports inside a storefront remote flow one way: `components/`, `lib/` → `features/<feature>/` → `app/`.
 * A feature never imports another feature (the page in `app/routes/` composes them), and nothing but a test
 * (or another of the tests' helpers in `testing/`) imports `testing/`.
 */
export function layoutZones(pkg, { test }) {
  const src = `./${pkg}/src`;
  const features = subfolders(new URL(`${src}/features/`, ROOT));
  return [
    ...['features', 'components', 'lib', 'testing'].map((part) => ({
      target: `${src}/${part}`,
      from: `${src}/app`,
      message: `${pkg}: app/ composes the rest; ${part}/ must not import from app/.`,
    })),
    ...['components', 'lib', 'testing'].map((part) => ({
      target: `${src}/${part}`,
      from: `${src}/features`,
      message: `${pkg}: ${part}/ is shared by the remote's features and must not import from one.`,
    })),
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `${pkg}: features never import each other; compose them in app/routes/.`,
    })),
    ...(test
      ? []
      : [
          {
            // Everything of the remote but testing/ itself, whose helpers may build on each other.
            target: readdirSync(new URL(`${src}/`, ROOT))
              .filter((entry) => entry !== 'testing')
              .map((entry) => `${src}/${entry}`),
            from: `${src}/testing`,
            message: `${pkg}: testing/ is for tests only.`,
          },
        ]),
  ];
}

/**
 * Where a storefront remote's files may live: pages in `app/routes/<page>.tsx` (named for the page, not
 * `*-page.tsx`), features in `features/<feature>/{api,components,hooks}/`, what its features share in
 * `components/` or `lib/`, tests' helpers in `testing/`. No root `hooks/`: a hook belongs to a feature or to `lib/`.
 * A feature's words sit beside it (`<feature>.messages.ts`); the remote's catalogue of translations in `messages/`.
 */
const FILE = '[a-z0-9-]+(\\.messages)?(\\.test)?\\.tsx?';
const STOREFRONT_FILE = new RegExp(
  `^(bootstrap\\.tsx|index\\.ts|app/${FILE}|app/routes/(?![a-z0-9-]+-page\\.)${FILE}|` +
    `features/[a-z0-9-]+/((api|components|hooks)/)?${FILE}|(components|lib|testing|messages)/${FILE})$`,
);

const layoutPlugin = {
  rules: {
    'file-location': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          misplaced:
            "'{{path}}' is outside the storefront layout: app/routes/<page>.tsx, features/<feature>/{api,components,hooks}/, components/, lib/ or testing/.",
        },
      },
      create(context) {
        const match = context.filename.replaceAll('\\', '/').match(/(mf-[a-z]+)\/src\/(.+)$/);
        return {
          Program(node) {
            if (match && !STOREFRONT_FILE.test(match[2])) {
              context.report({ node, messageId: 'misplaced', data: { path: `${match[1]}/src/${match[2]}` } });
            }
          },
        };
      },
    },
  },
};

export const storefrontLayout = {
  files: storefrontRemotes.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
  plugins: { layout: layoutPlugin },
  rules: { 'layout/file-location': 'error' },
};

/**
 * The shell stands in floors, and its imports run only downwards: `lib/` (plain helpers: the runtime config's reader,
 * HTML escaping, idle callbacks) under `components/`, `features/` and `service-worker/`, under `pages/` and
 * `federation/` (the remotes' sections), under `app/` (the route table and the layout that compose them), under
 * `server/` and `bootstrap.tsx`, under `index.ts`. Nothing but a test imports `testing/`.
 */
const SHELL_FLOORS = [
  ['lib'],
  ['components', 'features', 'service-worker'],
  ['pages', 'federation'],
  ['app'],
  ['server', 'bootstrap.tsx'],
  ['index.ts'],
];

export function shellZones({ test }) {
  const src = './shell/src';
  const floors = SHELL_FLOORS.flatMap((floor, level) => {
    const above = SHELL_FLOORS.slice(level + 1).flat();
    return above.length === 0
      ? []
      : floor.map((part) => ({
          target: `${src}/${part}`,
          from: above.map((higher) => `${src}/${higher}`),
          message: `shell: ${part} stands below ${above.join(', ')}; imports run only downwards.`,
        }));
  });
  // A test may put together parts of several floors (a page with the route table, say): the floors hold for the code.
  return test
    ? []
    : floors.concat({
        target: SHELL_FLOORS.flat().map((part) => `${src}/${part}`),
        from: `${src}/testing`,
        message: 'shell: testing/ is for tests only.',
      });
}
