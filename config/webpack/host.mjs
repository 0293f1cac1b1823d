// The shell's build: the host of every remote, the page the shop serves, its service worker and its server.
import path from 'node:path';
import { browserConfig, federationRuntimePaths, isSharedFile, serverConfig } from './common.mjs';
import { EmitPublicFilesPlugin } from './plugins/emit-public-files.mjs';
import { PreloadFirstRenderPlugin } from './plugins/preload-first-render.mjs';
import { WORKER_CONFIG, serviceWorker, serviceWorkerConfig } from './service-worker.mjs';

/** The shell's public files that are copied into its build as they are. */
const PUBLIC_FILES = [
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/maskable-512.png',
  'icons/apple-touch-icon.png',
];

/**
 * The libraries every page of the shell runs before its first render (react-intl with the parts of FormatJS it uses;
 * not the plural-rules polyfill, which only a browser without the rules loads); react-toastify comes with the first
 * toast and axios with the first API request (shop-runtime/src/api-client.ts), each in a script of its own.
 */
const FIRST_RENDER_LIBRARIES =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|jotai|styled-components|stylis|@emotion[\\/][^\\/]+|valibot|jose|react-intl|@formatjs[\\/](?:intl|fast-memoize|icu-messageformat-parser|icu-skeleton-parser)|intl-messageformat)[\\/]|node_modules[\\/]\.cache[\\/]kasuwa-shared/;

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
 * The words every package shares and their helpers (common.mjs, SHARED_FILES), which the shell provides to every
 * remote: one script, as they are all needed for the first render.
 */
const SHARED_FILES_CHUNK = {
  test: (module) => isSharedFile(module.nameForCondition?.() ?? module.resource ?? ''),
  name: 'shared-words',
  chunks: 'async',
  enforce: true,
  priority: 30,
};

/**
 * @param {object} o
 * @param {string} o.dir          the shell's folder (import.meta.dirname of its webpack.config.mjs)
 * @param {string} o.name         federation name
 * @param {keyof typeof import('../ports.mjs').ports} o.portKey
 * @param {string[]} [o.runtimePlugins] paths of the shell's runtime plugins
 * @param {string} [o.title]
 * @param {{ entry: string }} o.server the entry of the shell's server build, a CommonJS module that
 *   scripts/serve.mjs requires
 */
export function createHostConfig({ dir, name, portKey, runtimePlugins = [], title = 'Kasuwa', server }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const federationRuntime = federationRuntimePaths(dir);
    const config = browserConfig({
      dir,
      name,
      production,
      publicPath: '/',
      portKey,
      title,
      standalone: false,
      federation: {
        exposes: {},
        // The shell puts its copy of the federation runtime on the global the remotes read it from.
        runtimePlugins: [federationRuntime.injectPlugin, ...runtimePlugins],
        // `target: 'web'` drops the runtime's Node script loader.
        experiments: { optimization: { target: 'web' } },
        manifest: true,
      },
      plugins: production
        ? [
            new PreloadFirstRenderPlugin(),
            new EmitPublicFilesPlugin(path.join(dir, 'public'), PUBLIC_FILES),
            serviceWorker(dir),
          ]
        : [],
      splitChunks: production
        ? { cacheGroups: { libraries: LIBRARIES_CHUNK, sharedFiles: SHARED_FILES_CHUNK } }
        : undefined,
      devServerStatic: { directory: path.join(dir, 'public'), publicPath: '/' },
    });
    if (!production) return config;
    config.dependencies = [WORKER_CONFIG];
    return [
      serviceWorkerConfig(dir),
      config,
      serverConfig({
        dir,
        name,
        exposes: {},
        entry: { render: server.entry },
        filename: '[name].js',
        library: { type: 'commonjs2' },
        federationLibrary: undefined,
        manifest: false,
      }),
    ];
  };
}
