import path from 'node:path';
import { InjectManifest } from 'workbox-webpack-plugin';
import { productionOptimization, scriptRule } from './common.mjs';

/** Where the service worker is compiled before the shell's build adds its precache list (`serviceWorker`). */
const workerDir = (dir) => path.join(dir, 'node_modules/.cache/kasuwa-service-worker');
export const WORKER_CONFIG = 'shell-service-worker';

/**
 * The shop's service worker (shell/src/service-worker/worker.ts, docs/storefront.md §11), compiled on its own: a
 * worker has no share scope, and compiled inside the shell's build it would inherit the federation plugin.
 */
export function serviceWorkerConfig(dir) {
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
    optimization: productionOptimization(),
    performance: { hints: false },
  };
}

/**
 * Writes the compiled worker into the shell's build with the list of the shell's own files to precache: its
 * content-hashed scripts, the web app manifest and icons. Not the page (rendered on the server per request) and not
 * the server build.
 */
export function serviceWorker(dir) {
  return new InjectManifest({
    swSrc: path.join(workerDir(dir), 'sw.js'),
    swDest: 'sw.js',
    compileSrc: false,
    include: [/^[^/]+\.[0-9a-f]{8}\.js$/, /^manifest\.webmanifest$/, /^icons\/.+\.png$/, /^favicon\.svg$/],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.js$/,
  });
}
