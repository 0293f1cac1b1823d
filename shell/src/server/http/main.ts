// How the shop's servers start from the environment: the shell's server (a deployment's, or `npm start`'s) and a
// remote's origin (`npm start` serves each built remote; a deployment puts them behind a web server).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteName } from 'shared-contracts';
import { createShellServer } from './app';
import { REMOTES, runtimeConfigFromEnv, serverRemotesFromEnv, type Env, type RemotePorts } from './config';
import { createStaticSite } from './static-site';

export { REMOTES };

export interface ShellServerStart {
  env: Env;
  /** The ports of config/ports.mjs: the shell's own and the remotes' (their default addresses). */
  ports: RemotePorts & { shell: number };
  /** The folder the shell is served from, when SHELL_DIST does not name one. */
  shellDist: string;
  /** The API as this server reaches it. */
  apiUrl: string;
}

/**
 * The shell's server, listening. Env: SHELL_DIST, REMOTE_*_URL (each remote's manifest as the browser reaches it),
 * SSR_REMOTE_*_URL (as this server reaches it, when that differs), API_BASE_URL, PUBLIC_URL, SSR (0: every page is
 * the page the browser renders alone), PRELOAD_ROUTE_SCRIPTS (0: leave the catalog's route scripts out of the
 * storefront's preloads), PUBLIC_BUILD_DETAILS (true: serve source maps and mf-stats.json), HOST.
 */
export async function startShellServer({
  env,
  ports,
  shellDist,
  apiUrl,
}: ShellServerStart): Promise<FastifyInstance> {
  const shell = await createShellServer({
    shellDist: path.resolve(env.SHELL_DIST || shellDist),
    runtimeConfig: runtimeConfigFromEnv(env, ports),
    apiUrl,
    serverRemotes: serverRemotesFromEnv(env),
    publicUrl: env.PUBLIC_URL,
    ssr: env.SSR !== '0',
    preloadRouteScripts: env.PRELOAD_ROUTE_SCRIPTS !== '0',
    buildDetails: env.PUBLIC_BUILD_DETAILS === 'true',
  });
  await shell.listen({ port: ports.shell, host: env.HOST || '0.0.0.0' });
  return shell;
}

/** A built remote on its own origin, as `npm start` serves it; null when it is not built. */
export async function startRemoteServer(
  name: RemoteName,
  { root, port, env }: { root: string; port: number; env: Env },
): Promise<FastifyInstance | null> {
  if (!existsSync(path.join(root, 'mf-manifest.json'))) {
    console.warn(
      `${REMOTES[name].dir} is not built (no mf-manifest.json in ${root}); the shop shows that section as unavailable.`,
    );
    return null;
  }
  const app = await createStaticSite({ root, cors: true, buildDetails: env.PUBLIC_BUILD_DETAILS === 'true' });
  await app.listen({ port, host: env.HOST || '0.0.0.0' });
  return app;
}
