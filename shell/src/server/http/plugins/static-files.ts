// The files of a built front-end: precompressed, hashed files cached for a year, entry points always revalidated.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { VERSION_FOLDER } from 'shared-contracts/schemas/release-versions';

/**
 * Content-hashed file names ([name].[contenthash:8].js) and a published build's own entry points
 * (remoteEntry.<build>.js, mf-manifest.<build>.json) never change, so browsers may keep them for a year. */
const HASHED = /\.[0-9a-f]{8,12}\.(js|css|mjs|json)$/;
/** Files that name the current build: always revalidated so a redeploy is picked up at once. */
const ENTRY_POINTS = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'index.html',
  'runtime-config.json',
  // The service worker and the web app manifest keep their names from one version to the next.
  'sw.js',
  'manifest.webmanifest',
]);

/** @param file the file's path in the served folder */
export function cacheControlFor(file: string): string {
  // A release's folder, `<version>/` (docs/releases.md): its files never change.
  if (VERSION_FOLDER.test(file.split(path.sep).join('/'))) return 'public, max-age=31536000, immutable';
  const base = path.basename(file).replace(/\.(br|gz|deflate)$/, '');
  if (ENTRY_POINTS.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Files that show how the shop is built, not what it serves: source maps (hidden-source-map builds keep them for
 * error reports and the benchmark) and the federation plugin's build stats. Served only when asked for.
 */
export const BUILD_DETAILS = /(\.map|\/mf-stats(\.[\w-]+)?\.json)(\.(br|gz))?$/;

/** Whether a request's path names one of the BUILD_DETAILS, however its characters are encoded. */
export function isBuildDetail(url: string): boolean {
  const { pathname } = new URL(url, 'http://site');
  if (BUILD_DETAILS.test(pathname)) return true;
  try {
    return BUILD_DETAILS.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/** Answers the BUILD_DETAILS with 404 before any route (the API proxy's included) sees them. */
export function hideBuildDetails(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isBuildDetail(request.url)) return reply.code(404).type('text/plain').send('Not found');
  });
}

/**
 * Serves `root`: one wildcard route that looks files up per request, so a build published after start is served at
 * once; dotfiles (the publish history) are not part of the site.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { root, index }: { root: string; index: boolean },
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    index: index ? ['index.html'] : false,
    wildcard: true,
    dotfiles: 'ignore',
    setHeaders(reply, file) {
      reply.header('Cache-Control', cacheControlFor(path.relative(root, file)));
    },
  });
}
