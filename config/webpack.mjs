// The one webpack + Module Federation setup every front-end package builds with.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { CompileHintsPlugin } from './compile-hints.mjs';
import { ports } from './ports.mjs';
import { packageRoot, writeReexportModules } from './shared-reexports.mjs';

const require = createRequire(import.meta.url);

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
function workspaceShares(dir) {
  const share = (name, singleton) => {
    const version = installedVersion(dir, name);
    return [name, { version, requiredVersion: `^${version}`, singleton, strictVersion: true }];
  };
  return Object.fromEntries([share('shop-runtime', true)]);
}

const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

function sharedConfig(pkg, dir, production) {
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
  for (const [key, file] of Object.entries(
    writeReexportModules(path.resolve(import.meta.dirname, '..'), dir),
  )) {
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
function reactRouterProductionAliases(dir) {
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
function axiosFetchAdapterAlias(dir) {
  const axios = packageRoot('axios', dir);
  return {
    [path.join(axios, 'lib/adapters/fetch.js')]: path.join(
      import.meta.dirname,
      'axios-without-fetch-adapter.mjs',
    ),
  };
}

/**
 * One federation runtime per page. Remotes build with `experiments.externalRuntime` and read
 * `@module-federation/runtime-core` from the global `_FEDERATION_RUNTIME_CORE`; the shell puts its own copy there
 * with the injection plugin. Its ESM build, by path: the CommonJS one (what `provideExternalRuntime` resolves)
 * drags a second copy of the runtime into the shell.
 */
function federationRuntimePaths(dir) {
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
 * A remote's standalone page has no shell to lend it the runtime, so a second, tiny build puts
 * runtime-core on the global and the page loads it before the remote's own entry.
 */
function standaloneRuntimeConfig({ dir, name, production, runtimeCore, fileName }) {
  return {
    name: `${name}-standalone-runtime`,
    // After the remote's build, whose `output.clean` would otherwise remove this file.
    dependencies: [name],
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { 'federation-runtime': path.join(import.meta.dirname, 'federation-runtime-global.mjs') },
    devtool: production ? 'hidden-source-map' : false,
    output: { path: buildDir(dir), filename: fileName, clean: false },
    resolve: { alias: { '@module-federation/runtime-core$': runtimeCore } },
    plugins: production ? productionOutput() : [],
    performance: { hints: false },
  };
}

/** Adds `<script defer src=file>` ahead of the page's own scripts (defer keeps document order). */
class PrependScriptPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('PrependScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PrependScriptPlugin',
        (data) => {
          data.headTags.unshift({
            tagName: 'script',
            voidTag: false,
            meta: { plugin: 'PrependScriptPlugin' },
            attributes: { defer: true, src: this.file },
          });
          return data;
        },
      );
    });
  }
}

/**
 * Copies the shell's public files that no other plugin emits (the web app manifest and its icons) into the build,
 * where the service worker's precache list finds them.
 */
class EmitPublicFilesPlugin {
  constructor(dir, files) {
    this.dir = dir;
    this.files = files;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitPublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            const from = path.join(this.dir, file);
            compilation.fileDependencies.add(from);
            compilation.emitAsset(file, new sources.RawSource(readFileSync(from)));
          }
        },
      );
    });
  }
}

/** Where the service worker is compiled before the shell's build adds its precache list (`serviceWorker`). */
const workerDir = (dir) => path.join(dir, 'node_modules/.cache/kasuwa-service-worker');
const WORKER_CONFIG = 'shell-service-worker';

/**
 * The shop's service worker (shell/src/service-worker/worker.ts, docs/storefront.md §11), compiled on its own: a
 * worker has no share scope, and compiled inside the shell's build it would inherit the federation plugin.
 */
function serviceWorkerConfig(dir) {
  return {
    name: WORKER_CONFIG,
    mode: 'production',
    target: 'webworker',
    context: dir,
    entry: { sw: './src/service-worker/worker.ts' },
    devtool: false,
    output: { path: workerDir(dir), filename: 'sw.js', clean: true },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: { rules: [scriptRule({ name: 'shell', production: true, target: 'es2020' })] },
    performance: { hints: false },
  };
}

/**
 * Writes the compiled worker into the shell's build with the list of the shell's own files to precache: its
 * content-hashed scripts, the web app manifest and icons. Not the page (rendered on the server per request) and not
 * the server build.
 */
function serviceWorker(dir) {
  return new InjectManifest({
    swSrc: path.join(workerDir(dir), 'sw.js'),
    swDest: 'sw.js',
    compileSrc: false,
    include: [/^[^/]+\.[0-9a-f]{8}\.js$/, /^manifest\.webmanifest$/, /^icons\/.+\.png$/, /^favicon\.svg$/],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.js$/,
  });
}

/** The shell's public files that are copied into its build as they are. */
const PUBLIC_FILES = [
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/maskable-512.png',
  'icons/apple-touch-icon.png',
];

/**
 * `<link rel="preload">` in the shell's page for every script its first render needs: the chunks of the entry's
 * `import('./bootstrap')` and, transitively, the chunks of the shared libraries they consume (react-dom, the
 * router, the query client…). Without it the browser learns of them only after `main.js` has run, one round trip
 * later. The shell provides every shared library itself and the share scope prefers what is loaded first, so a
 * shared library comes from the chunk its *provided* module loads, not its consume fallback (the two are separate
 * files of the same code). Lazy pages and libraries (toasts, dialogs) are not followed.
 */
class PreloadFirstRenderPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstRenderPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PreloadFirstRenderPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          data.headTags.push(
            ...firstRenderScripts(compilation).map((file) => ({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'PreloadFirstRenderPlugin' },
              attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
            })),
          );
          return data;
        },
      );
    });
  }
}

/** The script files of the bootstrap chunk group and of every shared library reachable from it, in load order. */
function firstRenderScripts(compilation) {
  const { chunkGraph } = compilation;
  const bootstrap = compilation.chunkGroups.find((group) =>
    group.origins.some((origin) => origin.request === './bootstrap'),
  );
  if (!bootstrap)
    throw new Error("PreloadFirstRenderPlugin: the shell's import('./bootstrap') was not found");
  const provided = new Map();
  for (const module of compilation.modules)
    if (module.constructor.name === 'ProvideSharedModule') provided.set(module._name, module);
  const lazyChunksOf = (module) =>
    module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
  const files = new Set();
  const seen = new Set();
  const queue = [bootstrap];
  while (queue.length > 0) {
    const group = queue.shift();
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.constructor.name === 'ConsumeSharedModule')
          queue.push(...lazyChunksOf(provided.get(module.options.shareKey) ?? module));
    }
  }
  return [...files];
}

/**
 * TypeScript and JSX through swc. styled-components' swc plugin gives every styled component an id made from its
 * file and position, under a namespace per build, instead of a counter that depends on the order modules run in:
 * the server's render and the browser's hydration then agree on every class name, and two builds on one page
 * (the shell and a remote, each with its own copy of the UI kit) never share one.
 */
function scriptRule({ name, production, target }) {
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
 * Content-hashed names in production. The federation runtime asks for a chunk's path before hashes exist
 * (only to learn the folder depth), so that early call gets the unhashed name of the same folder.
 */
const hashedName = (production) => (pathData) =>
  production && pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';

/**
 * Builds go to `build/`, never straight into what an origin serves: `scripts/publish-remote.mjs` copies a build
 * into `dist/` beside the previous ones and switches only the entry points, so a tab opened before a redeploy still
 * finds its chunks. `output.clean` empties only `build/`.
 */
export const buildDir = (dir) => path.join(dir, 'build');

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * What every production build does to its output last: the compile hint at the top of each script, then the
 * precompressed copies (.gz, .br) that scripts/serve.mjs sends to browsers that accept them.
 */
function productionOutput() {
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

/** Adds the server build's entry to the stats a manifest is made from (MF's `manifest.additionalData`). */
function withSsrRemoteEntry({ stats }) {
  stats.metaData.ssrRemoteEntry = SSR_REMOTE_ENTRY;
  return stats;
}

/** Where a package's server build goes, inside its build: published and served beside the browser build. */
export const SERVER_DIR = 'server';

/** The server build's entry in a remote's manifest: the runtime's own `ssrRemoteEntry` field. */
const SSR_REMOTE_ENTRY = { name: 'remoteEntry.js', path: `${SERVER_DIR}/`, type: 'commonjs-module' };

/**
 * The Node build of a package that renders on the server, from the same sources and with the same shared
 * singletons as its browser build (never externals: the share scope must hand the shell's React to the remote, or
 * the server runs two). `@module-federation/node`'s runtime plugin loads a remote's server entry and chunks over
 * HTTP from the remote's own origin, so a remote is still deployed on its own. The shell's build is a CommonJS
 * module that scripts/serve.mjs requires; a remote's is a container whose entry the shell's runtime loads.
 */
function serverConfig({ dir, name, pkg, exposes, entry }) {
  const isShell = name === 'shell';
  return {
    name: `${name}-server`,
    // After the browser build, whose `output.clean` empties build/.
    dependencies: [name],
    mode: 'production',
    context: dir,
    target: 'async-node',
    entry: isShell ? { render: entry } : {},
    devtool: false,
    output: {
      path: path.join(buildDir(dir), SERVER_DIR),
      // Chunks are found beside the entry that loaded them (the runtime plugin falls back to the entry's URL).
      publicPath: '',
      uniqueName: `kasuwa_${name}_server`,
      filename: isShell ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: isShell ? { type: 'commonjs2' } : undefined,
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: reactRouterProductionAliases(dir),
    },
    module: {
      rules: [
        scriptRule({ name, production: true, target: 'es2022' }),
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: isShell ? undefined : { type: 'commonjs-module' },
        remoteType: 'script',
        exposes,
        remotes: {},
        // The libraries whole, not the browser's trimmed re-exports (config/shared-reexports.mjs): the server's
        // own names (StaticRouter, dehydrate) stay out of the pages, and every server build shares the same modules.
        shared: { ...sharedConfig(pkg, dir, false), ...workspaceShares(dir) },
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: !isShell,
        dts: false,
      }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
  };
}

/** The libraries every page of the shell runs before its first render; react-toastify comes with the first toast. */
const FIRST_RENDER_LIBRARIES =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|jotai|styled-components|stylis|@emotion[\\/][^\\/]+|axios|valibot|jose)[\\/]|node_modules[\\/]\.cache[\\/]kasuwa-shared|axios-without-fetch-adapter/;

/**
 * The shell's shared libraries in one script instead of one per library and entry point (react, react/jsx-runtime,
 * jotai, jotai/utils…): the browser needs all of them before the first render, and one file compresses better than
 * fifteen small ones and costs one request.
 */
const LIBRARIES_CHUNK = {
  test: (module) => FIRST_RENDER_LIBRARIES.test(module.nameForCondition?.() ?? module.resource ?? ''),
  name: 'libraries',
  chunks: 'async',
  enforce: true,
  priority: 20,
};

/**
 * @param {object} o
 * @param {string} o.dir          the package folder (import.meta.dirname of its webpack.config.mjs)
 * @param {string} o.name         federation name (shell, catalog, cart, account, admin)
 * @param {keyof typeof ports} o.portKey
 * @param {Record<string,string>} [o.exposes]
 * @param {string[]} [o.runtimePlugins] paths of runtime plugins (the shell's)
 * @param {string} [o.title]
 * @param {{ entry?: string, exposes?: Record<string,string> } | false} [o.server] renders on the server: the shell's
 *   render entry, or for a remote `{}`, or the modules its server build exposes in place of the browser's (e.g. a
 *   `./routes` that also exports what only the server needs, so the browser's stays lighter)
 */
export function createWebpackConfig({
  dir,
  name,
  portKey,
  exposes = {},
  runtimePlugins = [],
  title = 'Kasuwa',
  server = false,
}) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const pkg = require(path.join(dir, 'package.json'));
    const isShell = name === 'shell';
    const federationRuntime = federationRuntimePaths(dir);
    const standaloneRuntimeFile = `federation-runtime-${federationRuntime.version}.js`;
    const config = {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: buildDir(dir),
        publicPath: isShell ? '/' : 'auto',
        uniqueName: `kasuwa_${name}`,
        filename: hashedName(production),
        chunkFilename: hashedName(production),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // react-router's package exports point every condition at its development build; ship the production one.
        alias: production ? { ...reactRouterProductionAliases(dir), ...axiosFetchAdapterAlias(dir) } : {},
      },
      module: {
        rules: [
          scriptRule({ name, production, target: 'es2020' }),
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: { ...sharedConfig(pkg, dir, production), ...workspaceShares(dir) },
          shareStrategy: 'loaded-first',
          runtimePlugins: isShell ? [federationRuntime.injectPlugin, ...runtimePlugins] : runtimePlugins,
          // `target: 'web'` drops the runtime's Node script loader. Remotes consume no remote of their own.
          experiments: isShell
            ? { optimization: { target: 'web' } }
            : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
          // A remote that renders on the server names its server build in its manifest.
          manifest: server && !isShell ? { additionalData: withSsrRemoteEntry } : true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public/index.html'),
          favicon: existsSync(path.join(dir, 'public/favicon.svg'))
            ? path.join(dir, 'public/favicon.svg')
            : undefined,
          title,
          // A remote's own page is its standalone harness; the shell's is the shop.
          filename: 'index.html',
          chunks: ['main'],
        }),
        ...(isShell
          ? production
            ? [
                new PreloadFirstRenderPlugin(),
                new EmitPublicFilesPlugin(path.join(dir, 'public'), PUBLIC_FILES),
                serviceWorker(dir),
              ]
            : []
          : [new PrependScriptPlugin(standaloneRuntimeFile)]),
        ...(production ? productionOutput() : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(isShell && production ? { splitChunks: { cacheGroups: { libraries: LIBRARIES_CHUNK } } } : {}),
      },
      performance: { hints: false },
      devServer: {
        port: ports[portKey],
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${ports.api}`, changeOrigin: false }],
        static: isShell ? { directory: path.join(dir, 'public'), publicPath: '/' } : false,
        client: { overlay: { warnings: false, errors: true } },
      },
    };
    const serverBuild =
      production && server
        ? [serverConfig({ dir, name, pkg, exposes: { ...exposes, ...server.exposes }, entry: server.entry })]
        : [];
    if (isShell && production) {
      config.dependencies = [WORKER_CONFIG];
      return [serviceWorkerConfig(dir), config, ...serverBuild];
    }
    if (isShell) return config;
    return [
      config,
      ...serverBuild,
      standaloneRuntimeConfig({
        dir,
        name,
        production,
        runtimeCore: federationRuntime.runtimeCore,
        fileName: standaloneRuntimeFile,
      }),
    ];
  };
}
