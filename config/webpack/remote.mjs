// A remote's build: its federation container and standalone page, its server build when it renders on the
// server, and the tiny build that lends its standalone page the federation runtime.
import path from 'node:path';
import {
  browserConfig,
  buildDir,
  federationRuntimePaths,
  productionOptimization,
  productionOutput,
  SERVER_DIR,
  serverConfig,
} from './common.mjs';
import { PrependScriptPlugin } from './plugins/prepend-script.mjs';

/** The server build's entry in a remote's manifest: the runtime's own `ssrRemoteEntry` field. */
const SSR_REMOTE_ENTRY = { name: 'remoteEntry.js', path: `${SERVER_DIR}/`, type: 'commonjs-module' };

/** Adds the server build's entry to the stats a manifest is made from (MF's `manifest.additionalData`). */
function withSsrRemoteEntry({ stats }) {
  stats.metaData.ssrRemoteEntry = SSR_REMOTE_ENTRY;
  return stats;
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
    entry: { 'federation-runtime': path.join(import.meta.dirname, '../federation-runtime-global.mjs') },
    devtool: production ? 'hidden-source-map' : false,
    output: { path: buildDir(dir), filename: fileName, clean: false },
    resolve: { alias: { '@module-federation/runtime-core$': runtimeCore } },
    plugins: production ? productionOutput() : [],
    optimization: production ? productionOptimization() : {},
    performance: { hints: false },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir          the package folder (import.meta.dirname of its webpack.config.mjs)
 * @param {string} o.name         federation name (catalog, cart, account, admin)
 * @param {keyof typeof import('../ports.mjs').ports} o.portKey
 * @param {Record<string,string>} [o.exposes]
 * @param {string} [o.title]
 * @param {{ exposes?: Record<string,string>, pages?: boolean } | false} [o.server] renders on the server: `{}`, or the
 *   modules its server build exposes in place of the browser's (e.g. a `./routes` that also exports what only the
 *   server needs, so the browser's stays lighter); with `pages: false`, its server build exposes only those (its
 *   pages render in the browser)
 * @param {boolean} [o.pagesWhole] in production, each lazily loaded page is one script holding every module it needs
 *   that its route table does not: no chunk of modules shared between pages (a page's first load is what its budget
 *   counts, and one script compresses better than several; a navigation to another page may fetch some of them again)
 */
export function createRemoteConfig({
  dir,
  name,
  portKey,
  exposes = {},
  title = 'Kasuwa',
  server = false,
  pagesWhole = false,
}) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const federationRuntime = federationRuntimePaths(dir);
    const standaloneRuntimeFile = `federation-runtime-${federationRuntime.version}.js`;
    const config = browserConfig({
      dir,
      name,
      production,
      publicPath: 'auto',
      portKey,
      title,
      // A remote's own page is its standalone harness.
      standalone: true,
      federation: {
        exposes,
        runtimePlugins: [],
        // The shell lends the runtime (host.mjs); a remote consumes no remote of its own.
        experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
        // A remote that renders on the server names its server build in its manifest.
        manifest: server ? { additionalData: withSsrRemoteEntry } : true,
      },
      plugins: [new PrependScriptPlugin(standaloneRuntimeFile)],
      // Async chunks are split off only above this size, which no shared group of modules here reaches.
      splitChunks: production && pagesWhole ? { chunks: 'async', minSize: 200_000 } : undefined,
      devServerStatic: false,
    });
    const serverBuild =
      production && server
        ? [
            serverConfig({
              dir,
              name,
              exposes: server.pages === false ? { ...server.exposes } : { ...exposes, ...server.exposes },
              entry: {},
              filename: '[name].[contenthash:8].js',
              library: undefined,
              federationLibrary: { type: 'commonjs-module' },
              manifest: true,
            }),
          ]
        : [];
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
