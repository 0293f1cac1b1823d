// How the shop's servers start from the environment: the shell's server (a deployment's, or `npm start`'s) and a
// remote's origin (`npm start` serves each built remote; a deployment puts them behind a web server).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '../../lib/runtime-config';
import { createShellServer } from './app';
import {
  releaseTokenSecretFromEnv,
  readShellEnv,
  REMOTES,
  runtimeConfigFromEnv,
  serverRemotesFromEnv,
  type Env,
  type RemotePorts,
} from './config';
import { createStaticSite } from './static-site';
import { trustedProxies } from './trust-proxy';

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
 * The shop's public origin: PUBLIC_URL, which production must name (absolute URLs in pages, the sitemap and
 * robots.txt must not follow a Host header), else this machine's shell port.
 */
export function publicUrlOf(env: Env, shellPort: number): string {
  const { PUBLIC_URL, NODE_ENV } = readShellEnv(env);
  if (PUBLIC_URL) return new URL(PUBLIC_URL).origin;
  if (NODE_ENV === 'production')
    throw new Error(
      "Set PUBLIC_URL to the shop's public origin (e.g. https://kasuwa.ng); production needs it.",
    );
  return `http://localhost:${shellPort}`;
}

/**
 * The shell's server, listening. Env: SHELL_DIST, REMOTE_*_URL (each remote's manifest as the browser reaches it),
 * SSR_REMOTE_*_URL (as this server reaches it, when that differs), API_BASE_URL, PUBLIC_URL (required in
 * production), TRUST_PROXY (the proxies in front of this server: addresses, ranges or host names; none by default),
 * RENDER_RATE_LIMIT_MAX (uncached renders per browser and minute at its address: render/render-budget.ts), SSR (0 or
 * false: every page is the page the browser renders alone), PRELOAD_ROUTE_SCRIPTS (0 or false: leave the catalog's route scripts out
 * of the storefront's preloads), PUBLIC_BUILD_DETAILS (true: serve source maps and mf-stats.json), API_PROXY_SECRET
 * (sent to the API with the shopper's address, shared with it), METRICS_TOKEN (reads /metrics; the API's too), HOST.
 */
export async function startShellServer({
  env,
  ports,
  shellDist,
  apiUrl,
}: ShellServerStart): Promise<FastifyInstance> {
  const read = readShellEnv(env);
  const shell = await createShellServer({
    publicUrl: publicUrlOf(env, ports.shell),
    trustProxy: await trustedProxies(read.TRUST_PROXY),
    rendersPerMinute: read.RENDER_RATE_LIMIT_MAX,
    shellDist: path.resolve(read.SHELL_DIST ?? shellDist),
    runtimeConfig: runtimeConfigFromEnv(env, ports),
    apiUrl,
    serverRemotes: serverRemotesFromEnv(env),
    ssr: read.SSR,
    preloadRouteScripts: read.PRELOAD_ROUTE_SCRIPTS,
    buildDetails: read.PUBLIC_BUILD_DETAILS,
    releaseTokenSecret: releaseTokenSecretFromEnv(env),
    ...(read.API_PROXY_SECRET ? { apiProxySecret: read.API_PROXY_SECRET } : {}),
    ...(read.METRICS_TOKEN ? { metricsToken: read.METRICS_TOKEN } : {}),
  });
  await shell.listen({ port: ports.shell, host: read.HOST });
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
  const read = readShellEnv(env);
  const app = await createStaticSite({ root, cors: true, buildDetails: read.PUBLIC_BUILD_DETAILS });
  await app.listen({ port, host: read.HOST });
  return app;
}
