// What the shell's build (host.mjs) and every remote's (remote.mjs) have in common: the shared libraries, the
// script rule, the output names, the production output, and the browser and server builds' skeletons.
import { createRequire } from 'node:module';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { CompileHintsPlugin } from '../compile-hints.mjs';
import { ports } from '../ports.mjs';
import { packageRoot, writeReexportModules } from '../shared-reexports.mjs';

const require = createRequire(import.meta.url);
const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Where swc keeps its compiled Wasm plugins (styled-components'): one folder for every package's build, so a fresh
 * clone compiles the plugin once (seconds of CPU) instead of once per front-end, each in its own working folder.
 */
const SWC_CACHE = path.join(workspaceRoot, 'node_modules/.cache/swc');

/**
 * Every library that must exist once in the browser; versions come from the package's own package.json.
 * valibot is not among them: it holds no state, and each build tree-shakes its own copy to what it uses.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react/',
  'react-dom/',
  'react-router-dom',
  'jotai',
  'jotai/',
  '@tanstack/react-query',
  'styled-components',
  'react-toastify',
  'axios',
  // One i18n instance for the whole composition: the shell owns the locale, each remote its messages.
  'react-intl',
];

/** The version of `name` this build actually resolves (its package.json, as seen from the package folder). */
function installedVersion(dir, name) {
  return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
}

/**
 * The workspace's own shared packages, each with the real range this build was made against
 * (`workspace:^` means `^` + the version it resolves). The shop runtime holds the session, cart, store,
 * QueryClient and API client: one instance or none, so a remote built for another major falls back instead of
 * running against the wrong session. The contracts are stateless: a remote built against a newer minor loads its
 * own copy beside the shell's.
 */
export function workspaceShares(dir) {
  const share = (name, singleton) => {
    const version = installedVersion(dir, name);
    return [name, { version, requiredVersion: `^${version}`, singleton, strictVersion: true }];
  };
  return Object.fromEntries([share('shop-runtime', true)]);
}

/**
 * Modules of the contracts and the SDK that every front end imports and that would otherwise come once per build on
 * a page: the words every package shares (their English and the i18n helpers). Each is shared by its file, so the
 * contracts' own relative imports of it are shared too; a build made against a newer minor brings its own copy.
 */
const SHARED_FILES = [
  ['shared-contracts', 'src/shared.messages.ts'],
  ['shared-contracts', 'src/messages.ts'],
  ['shared-contracts', 'src/i18n.tsx'],
  ['shop-sdk', 'src/sdk.messages.ts'],
];

/** Whether `resource` is one of SHARED_FILES (the shell puts them in one script: config/webpack/host.mjs). */
export function isSharedFile(resource) {
  return SHARED_FILES.some(([name, file]) => resource.endsWith(path.join(name, file)));
}

export function workspaceFileShares(dir) {
  return Object.fromEntries(
    SHARED_FILES.map(([name, file]) => {
      const version = installedVersion(dir, name);
      const absolute = realpathSync(path.join(packageRoot(name, dir), file));
      return [
        absolute,
        {
          shareKey: `${name}/${file}`,
          version,
          requiredVersion: `^${version}`,
          singleton: false,
          strictVersion: true,
        },
      ];
    }),
  );
}

const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

export function sharedConfig(pkg, dir, production) {
  const versions = { ...pkg.devDependencies, ...pkg.dependencies };
  const rangeOf = (name) => {
    const base = packageOf(name);
    const range = versions[base];
    return range && !range.startsWith('workspace:') ? range : `^${installedVersion(dir, base)}`;
  };
  const shared = Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      { singleton: true, requiredVersion: rangeOf(name), strictVersion: false },
    ]),
  );
  if (!production) return shared;
  // In production react-router-dom and jotai/utils are shared as a generated re-export of the names the shop uses
  // (config/shared-reexports.mjs); its version is the library's, not that of the folder the file is written to.
  for (const [key, file] of Object.entries(writeReexportModules(workspaceRoot, dir))) {
    shared[key] = {
      import: file,
      shareKey: key,
      version: installedVersion(dir, packageOf(key)),
      singleton: true,
      requiredVersion: rangeOf(key),
      strictVersion: false,
    };
  }
  return shared;
}

/** Both entry points, so the router and its DOM bindings share one production copy (one React context). */
export function reactRouterProductionAliases(dir) {
  const routerDom = require.resolve('react-router-dom/package.json', { paths: [dir] });
  const production = path.join(
    path.dirname(createRequire(routerDom).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}

/** axios's fetch adapter, which the shop never uses, replaced by config/axios-without-fetch-adapter.mjs. */
export function axiosFetchAdapterAlias(dir) {
  const axios = packageRoot('axios', dir);
  return {
    [path.join(axios, 'lib/adapters/fetch.js')]: path.join(
      import.meta.dirname,
      '../axios-without-fetch-adapter.mjs',
    ),
  };
}

/**
 * One federation runtime per page. Remotes build with `experiments.externalRuntime` and read
 * `@module-federation/runtime-core` from the global `_FEDERATION_RUNTIME_CORE`; the shell puts its own copy there
 * with the injection plugin. Its ESM build, by path: the CommonJS one (what `provideExternalRuntime` resolves)
 * drags a second copy of the runtime into the shell.
 */
export function federationRuntimePaths(dir) {
  const enhanced = packageRoot('@module-federation/enhanced', dir);
  const inject = packageRoot('@module-federation/inject-external-runtime-core-plugin', enhanced);
  const runtime = packageRoot(
    '@module-federation/runtime',
    packageRoot('@module-federation/runtime-tools', enhanced),
  );
  const core = packageRoot('@module-federation/runtime-core', runtime);
  const esm = (root) =>
    path.join(root, JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).module);
  const { version } = JSON.parse(readFileSync(path.join(core, 'package.json'), 'utf8'));
  return { injectPlugin: esm(inject), runtimeCore: esm(core), version };
}

/**
 * TypeScript and JSX through swc. styled-components' swc plugin gives every styled component an id made from its
 * file and position, under a namespace per build, instead of a counter that depends on the order modules run in:
 * the server's render and the browser's hydration then agree on every class name, and two builds on one page
 * (the shell and a remote, each with its own copy of the UI kit) never share one.
 */
export function scriptRule({ name, production, target }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          target,
          experimental: {
            cacheRoot: SWC_CACHE,
            plugins: [
              [
                require.resolve('@swc/plugin-styled-components'),
                { ssr: true, displayName: !production, namespace: `kasuwa-${name}` },
              ],
            ],
          },
        },
      },
    },
  };
}

/**
 * The shop's words compiled at build time (loaders/message-ast.cjs): `*.messages.ts` and each language's catalogue
 * (`src/messages/<locale>.json`, and a part's own under it, `src/messages/<part>/<locale>.json`: the shell's help pages).
 */
export const messageRules = () => [
  {
    test: /\.messages\.ts$/,
    exclude: /node_modules/,
    enforce: 'pre',
    use: require.resolve('./loaders/message-ast.cjs'),
  },
  {
    test: /[\\/]src[\\/]messages[\\/](?:[a-z-]+[\\/])?(?:pcm|ha|yo|ig)\.json$/,
    exclude: /node_modules/,
    use: require.resolve('./loaders/message-ast.cjs'),
  },
];

/**
 * Every message reaches the browser compiled (messageRules), so its bundles take FormatJS's parser without the parser
 * (about 7 KB gz less on every page).
 */
export function messageParserAlias(dir) {
  const parser = packageRoot('@formatjs/icu-messageformat-parser', packageRoot('react-intl', dir));
  return { '@formatjs/icu-messageformat-parser$': path.join(parser, 'no-parser.js') };
}

/**
 * Content-hashed names in production. The federation runtime asks for a chunk's path before hashes exist
 * (only to learn the folder depth), so that early call gets the unhashed name of the same folder.
 */
export const hashedName = (production) => (pathData) =>
  production && pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';

/**
 * Builds go to `build/`, never straight into what an origin serves: `scripts/publish-remote.mjs` copies a build
 * into `dist/` beside the previous ones and switches only the entry points, so a tab opened before a redeploy still
 * finds its chunks. `output.clean` empties only `build/`.
 */
export const buildDir = (dir) => path.join(dir, 'build');

/**
 * How every production build minifies. Scripts: SWC's minifier (@swc/core, native) through webpack's own minimizer
 * plugin, in place of its default Terser: several times faster on the shop's chunks and no bigger once gzipped
 * (docs/benchmarks.md, "Production builds"). Two compress passes, as webpack's default Terser runs. In the build's
 * own process (`parallel: false`): @swc/core minifies on libuv's thread pool already, and a worker process only adds
 * its start-up and the copying of every chunk to it. Everything else (the page, index.html, which the shop's server
 * renders into) stays with webpack's default minimizer (`'...'`), told to leave scripts alone.
 */
export const productionOptimization = () => ({
  minimizer: [
    '...',
    new MinimizerPlugin({
      parallel: false,
      minify: {
        implementation: MinimizerPlugin.swcMinify,
        options: { compress: { passes: 2 }, mangle: true },
      },
    }),
  ],
  minimizeOptions: { javascript: false },
});

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * What every production build does to its output last: the compile hint at the top of each script, then the
 * precompressed copies (.gz, .br) that scripts/serve.mjs sends to browsers that accept them.
 */
export function productionOutput() {
  return [
    new CompileHintsPlugin(),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      threshold: 512,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 512,
      minRatio: 0.9,
    }),
  ];
}

/** Where a package's server build goes, inside its build: published and served beside the browser build. */
export const SERVER_DIR = 'server';

/**
 * A package's browser build: its federation container, its page and, in production, its compressed output.
 * The host and the remotes differ only in what they pass here (host.mjs, remote.mjs).
 * @param {object} o
 * @param {string} o.dir          the package folder
 * @param {string} o.name         federation name
 * @param {boolean} o.production
 * @param {string} o.publicPath
 * @param {keyof typeof ports} o.portKey
 * @param {string} o.title
 * @param {boolean} o.standalone  a remote's own page (its standalone harness) rather than the shop's
 * @param {object} o.federation   `exposes`, `runtimePlugins`, `experiments` and `manifest` of the federation plugin
 * @param {object[]} o.plugins    the package's own plugins, after its page
 * @param {object} [o.splitChunks]
 * @param {object | false} o.devServerStatic
 */
export function browserConfig({
  dir,
  name,
  production,
  publicPath,
  portKey,
  title,
  standalone,
  federation,
  plugins,
  splitChunks,
  devServerStatic,
}) {
  const pkg = require(path.join(dir, 'package.json'));
  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: buildDir(dir),
      publicPath,
      uniqueName: `kasuwa_${name}`,
      filename: hashedName(production),
      chunkFilename: hashedName(production),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // react-router's package exports point every condition at its development build; ship the production one.
      alias: production
        ? { ...reactRouterProductionAliases(dir), ...axiosFetchAdapterAlias(dir), ...messageParserAlias(dir) }
        : {},
    },
    module: {
      rules: [
        ...messageRules(),
        scriptRule({ name, production, target: 'es2020' }),
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: federation.exposes,
        remotes: {},
        shared: {
          ...sharedConfig(pkg, dir, production),
          ...workspaceShares(dir),
          ...(production ? workspaceFileShares(dir) : {}),
        },
        shareStrategy: 'loaded-first',
        runtimePlugins: federation.runtimePlugins,
        experiments: federation.experiments,
        manifest: federation.manifest,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        // One page for the shop and every remote's standalone harness; `standalone` chooses what differs.
        template: path.join(import.meta.dirname, 'page.html'),
        standalone,
        favicon: existsSync(path.join(dir, 'public/favicon.svg'))
          ? path.join(dir, 'public/favicon.svg')
          : undefined,
        title,
        // A remote's own page is its standalone harness; the shell's is the shop.
        filename: 'index.html',
        chunks: ['main'],
      }),
      ...plugins,
      ...(production ? productionOutput() : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      ...(splitChunks ? { splitChunks } : {}),
      ...(production ? productionOptimization() : {}),
    },
    performance: { hints: false },
    devServer: {
      port: ports[portKey],
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${ports.api}`, changeOrigin: false }],
      static: devServerStatic,
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}

/**
 * The Node build of a package that renders on the server, from the same sources and with the same shared
 * singletons as its browser build (never externals: the share scope must hand the shell's React to the remote, or
 * the server runs two). `@module-federation/node`'s runtime plugin loads a remote's server entry and chunks over
 * HTTP from the remote's own origin, so a remote is still deployed on its own. The host and the remotes differ in
 * its entry, its file names, the kind of module it is and whether it has a manifest (host.mjs, remote.mjs).
 */
export function serverConfig({ dir, name, exposes, entry, filename, library, federationLibrary, manifest }) {
  const pkg = require(path.join(dir, 'package.json'));
  return {
    name: `${name}-server`,
    // After the browser build, whose `output.clean` empties build/.
    dependencies: [name],
    mode: 'production',
    context: dir,
    target: 'async-node',
    entry,
    devtool: false,
    output: {
      path: path.join(buildDir(dir), SERVER_DIR),
      // Chunks are found beside the entry that loaded them (the runtime plugin falls back to the entry's URL).
      publicPath: '',
      uniqueName: `kasuwa_${name}_server`,
      filename,
      chunkFilename: '[name].[contenthash:8].js',
      library,
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: reactRouterProductionAliases(dir),
    },
    module: {
      rules: [
        ...messageRules(),
        scriptRule({ name, production: true, target: 'es2022' }),
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: federationLibrary,
        remoteType: 'script',
        exposes,
        remotes: {},
        // The libraries whole, not the browser's trimmed re-exports (config/shared-reexports.mjs): the server's
        // own names (StaticRouter, dehydrate) stay out of the pages, and every server build shares the same modules.
        shared: { ...sharedConfig(pkg, dir, false), ...workspaceShares(dir) },
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest,
        dts: false,
      }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
  };
}
