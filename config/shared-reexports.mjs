// Libraries shared as a re-export of only the names the shop uses, so that the shared copy tree-shakes.
//
// A shared module is never tree-shaken: whatever it exports ships. react-router-dom, @tanstack/react-query and
// jotai/utils are therefore shared through a generated module that re-exports the names listed in
// shared-reexports.json from the libraries' production ESM builds, by absolute path (a bare or relative specifier
// would resolve to the share itself).
// A name missing from the list is `undefined` at runtime in every build that uses the shell's copy, so the list is
// generated from the sources (`npm run generate:shared-reexports`) and config/shared-reexports.test.ts fails when
// a source imports a name the list lacks.
// No import.meta here: jest loads this file as CommonJS. Paths are relative to the repository root `root`.
import { mkdirSync, readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export const listFile = (root) => path.join(root, 'config/shared-reexports.json');

/** The folder of an installed package as seen from `from` (its exports may hide package.json). */
export function packageRoot(name, from) {
  let dir = path.dirname(createRequire(path.join(from, 'noop.js')).resolve(name));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === name) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${name} is not installed where ${from} can see it`);
    dir = parent;
  }
}

/**
 * Each re-exported library: the names always exported (react-router's declarative components, hooks and helpers,
 * so that a remote may start using one without a new shell), and the production ESM file each name comes from.
 */
export const REEXPORTS = {
  'react-router-dom': {
    always: [
      'BrowserRouter',
      'HashRouter',
      'MemoryRouter',
      'Router',
      'Routes',
      'Route',
      'Link',
      'NavLink',
      'Navigate',
      'Outlet',
      'NavigationType',
      'useHref',
      'useInRouterContext',
      'useLinkClickHandler',
      'useLocation',
      'useMatch',
      'useNavigate',
      'useNavigationType',
      'useOutlet',
      'useOutletContext',
      'useParams',
      'useResolvedPath',
      'useRoutes',
      'useSearchParams',
      'useBeforeUnload',
      'createSearchParams',
      'createPath',
      'parsePath',
      'generatePath',
      'matchPath',
      'matchRoutes',
      'resolvePath',
      'createRoutesFromChildren',
      'createRoutesFromElements',
      'renderMatches',
      'isRouteErrorResponse',
    ],
    /** react-router-dom is react-router plus the DOM `RouterProvider` (with flushSync) and `HydratedRouter`. */
    fileOf(name, dir) {
      const routerDom = packageRoot('react-router-dom', dir);
      const production = path.join(packageRoot('react-router', routerDom), 'dist/production');
      return ['RouterProvider', 'HydratedRouter'].includes(name)
        ? path.join(production, 'dom-export.mjs')
        : path.join(production, 'index.mjs');
    },
  },
  '@tanstack/react-query': {
    /** The queries, mutations and client of everyday use; infinite queries, hydration and prefetch hooks stay out. */
    always: [
      'QueryCache',
      'QueryClient',
      'QueryClientProvider',
      'QueryErrorResetBoundary',
      'MutationCache',
      'keepPreviousData',
      'queryOptions',
      'skipToken',
      'useIsFetching',
      'useIsMutating',
      'useMutation',
      'useQueries',
      'useQuery',
      'useQueryClient',
      'useQueryErrorResetBoundary',
      'useSuspenseQuery',
    ],
    /** react-query's hooks from its ESM build; the client, caches and helpers from query-core's, which it re-exports. */
    fileOf(name, dir) {
      const reactQuery = packageRoot('@tanstack/react-query', dir);
      const own = path.join(reactQuery, 'build/modern/index.js');
      return namedExports(own).has(name)
        ? own
        : path.join(packageRoot('@tanstack/query-core', reactQuery), 'build/modern/index.js');
    },
  },
  'jotai/utils': {
    always: [],
    /** jotai/utils only re-exports jotai/vanilla/utils and jotai/react/utils (whose names are the hooks). */
    fileOf(name, dir) {
      const jotai = packageRoot('jotai', dir);
      return path.join(jotai, 'esm', name.startsWith('use') ? 'react/utils.mjs' : 'vanilla/utils.mjs');
    },
  },
};

/** The names an ES module file exports through `export { … }` declarations. */
function namedExports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return new Set(
    source.statements.flatMap((statement) =>
      ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
        ? statement.exportClause.elements.map((element) => element.name.text)
        : [],
    ),
  );
}

/** The source folders of every front-end package (each workspace package with a src/ but the API and e2e). */
export function sourceFolders(root) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['api', 'e2e', 'node_modules'].includes(entry.name))
    .map((entry) => path.join(root, entry.name, 'src'))
    .filter((folder) => existsSync(folder) && existsSync(path.join(folder, '../package.json')));
}

/**
 * A package's browser sources: not its `src/server/`, whose build shares the libraries whole (bytes do not matter on
 * the server, and what only the server uses, such as StaticRouter, stays out of every page).
 */
function sourceFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|js|jsx|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(folder, file).startsWith(`server${path.sep}`));
}

/**
 * The runtime names every source imports (or re-exports) from each library of REEXPORTS; type-only imports do not
 * count. A namespace import or `export *` cannot be checked, so it is reported as a problem.
 * @returns {{ names: Record<string, Set<string>>, problems: string[] }}
 */
export function scanSources(root) {
  const folders = sourceFolders(root);
  const names = Object.fromEntries(Object.keys(REEXPORTS).map((key) => [key, new Set()]));
  const problems = [];
  for (const file of folders.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    if (!Object.keys(REEXPORTS).some((key) => text.includes(key))) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement);
      if (!isImport && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !(specifier.text in REEXPORTS)) continue;
      const found = names[specifier.text];
      const where = `${path.relative(root, file)}: ${specifier.text}`;
      if (isImport) {
        const clause = statement.importClause;
        if (!clause || clause.isTypeOnly) continue;
        if (clause.name) found.add('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) problems.push(`${where} is imported as a namespace`);
        else if (bindings)
          for (const element of bindings.elements)
            if (!element.isTypeOnly) found.add((element.propertyName ?? element.name).text);
      } else {
        if (statement.isTypeOnly) continue;
        const clause = statement.exportClause;
        if (!clause || !ts.isNamedExports(clause)) problems.push(`${where} is re-exported with *`);
        else
          for (const element of clause.elements)
            if (!element.isTypeOnly) found.add((element.propertyName ?? element.name).text);
      }
    }
  }
  return { names, problems };
}

/** @returns {Record<string, string[]>} the committed list */
export function readList(root) {
  return JSON.parse(readFileSync(listFile(root), 'utf8'));
}

/**
 * Writes, for the package in `dir`, one module per library that re-exports the listed names from the files that
 * package resolves, and returns their paths by share key.
 */
export function writeReexportModules(root, dir) {
  const list = readList(root);
  const out = path.join(dir, 'node_modules/.cache/kasuwa-shared');
  mkdirSync(out, { recursive: true });
  return Object.fromEntries(
    Object.entries(REEXPORTS).map(([key, spec]) => {
      const byFile = new Map();
      for (const name of list[key] ?? []) {
        const file = spec.fileOf(name, dir);
        byFile.set(file, [...(byFile.get(file) ?? []), name]);
      }
      const lines = [...byFile].map(
        ([file, names]) => `export { ${names.join(', ')} } from ${JSON.stringify(file)};`,
      );
      const target = path.join(out, `${key.replace(/\W+/g, '-')}.mjs`);
      const text = `// Generated from config/shared-reexports.json; do not edit.\n${lines.join('\n')}\n`;
      if (!existsSync(target) || readFileSync(target, 'utf8') !== text) writeFileSync(target, text);
      return [key, target];
    }),
  );
}
