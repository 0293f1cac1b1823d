import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUITE_RATE_LIMIT_MAX } from '../playwright.config';

/**
 * Tools for tests that deploy something of their own: a second shop on its own ports (scripts/serve.mjs, as
 * production serves it, with its own API and database), and a remote built from a temporary copy of its package.
 */
export const repo = path.resolve(__dirname, '../..');
const portBase = Number(process.env.E2E_PORT_BASE || 5000);

export interface OwnShop {
  url: string;
  ports: { shell: number; catalog: number; cart: number; account: number; admin: number; api: number };
  server: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Serves the shop on `E2E_PORT_BASE + offset` (shell) and the next four ports (remotes), with an API on
 * `E2E_PORT_BASE + 100 + offset`. `env` may point a front-end at another folder (e.g. `CATALOG_DIST`). Browsers and
 * Node's fetch refuse some ports (5060 and 5061, SIP; 6000, X11): with the default base, offset 60 cannot be used.
 */
export async function startOwnShop(offset: number, env: Record<string, string> = {}): Promise<OwnShop> {
  const shell = portBase + offset;
  const ports = {
    shell,
    catalog: shell + 1,
    cart: shell + 2,
    account: shell + 3,
    admin: shell + 4,
    api: portBase + 100 + offset,
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kasuwa-e2e-own-'));
  const server = spawn(process.execPath, [path.join(repo, 'scripts/serve.mjs')], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inheritedEnv(),
      NODE_ENV: 'test',
      SHELL_PORT: String(ports.shell),
      CATALOG_PORT: String(ports.catalog),
      CART_PORT: String(ports.cart),
      ACCOUNT_PORT: String(ports.account),
      ADMIN_PORT: String(ports.admin),
      API_PORT: String(ports.api),
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: SUITE_RATE_LIMIT_MAX,
      ...env,
    },
  });
  const url = `http://localhost:${ports.shell}`;
  // The shop's database (about 40 MB) goes with it: serve.mjs ends after its API has closed the database.
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const stopServer = await whenUp(server, `The shop on ${url}`, `${url}/api/health`, {
    timeoutMs: 120_000,
    pollMs: 500,
  }).catch((error: unknown) => {
    removeData();
    throw error;
  });
  const stop = async () => {
    await stopServer();
    removeData();
  };
  return { url, ports, server, stop };
}

/** This process's environment, less what would point a server of a test's own at the suite's services. */
const inheritedEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([key, value]) => value !== undefined && !['DATABASE_URL', 'REDIS_URL', 'API_URL'].includes(key),
    ),
  ) as Record<string, string>;

/**
 * The shell's server alone, as a deployment runs it (scripts/serve-shell.mjs, docker-compose.yml's `shell`), on
 * `E2E_PORT_BASE + offset`; `env` names the API and the remotes it serves pages with.
 */
export async function startShellServer(offset: number, env: Record<string, string>): Promise<StaticSite> {
  const port = portBase + offset;
  const server = spawn(process.execPath, [path.join(repo, 'scripts/serve-shell.mjs')], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inheritedEnv(), NODE_ENV: 'test', SHELL_PORT: String(port), ...env },
  });
  const url = `http://localhost:${port}`;
  const stop = await whenUp(server, `The shell's server on ${url}`, `${url}/robots.txt`, {
    timeoutMs: 60_000,
    pollMs: 300,
  });
  return { url, stop };
}

/** The packages of this workspace that a test may build at another version. */
type WorkspacePackage = 'shared-contracts' | 'shop-sdk' | 'shop-runtime';

export interface RemoteBuildOptions {
  /** e.g. 'mf-cart' */
  pkg: string;
  /** Versions to give the copies of workspace packages; a package not named here is linked as it is. */
  versions?: Partial<Record<WorkspacePackage, string>>;
  /** Changes the copied package's sources before the build. */
  edit?: (packageDir: string) => void;
  /** More webpack-cli arguments after `--mode production`, e.g. other optimisation settings. */
  args?: string[];
}

/**
 * Builds a remote the way its team would, with the same webpack config, but from a temporary copy of the package
 * (and of the workspace packages given a version), each copy's node_modules linking to the installed ones.
 * Returns the build folder, ready for scripts/publish-remote.mjs, and the temporary folder to remove afterwards.
 */
export async function buildRemote({
  pkg,
  versions = {},
  edit,
  args = [],
}: RemoteBuildOptions): Promise<{ build: string; work: string }> {
  const work = mkdtempSync(path.join(tmpdir(), `kasuwa-${pkg}-`));
  symlinkSync(path.join(repo, 'config'), path.join(work, 'config'));
  const copies = new Set<string>([pkg, ...Object.keys(versions)]);

  for (const name of copies) {
    const target = path.join(work, name);
    cpSync(path.join(repo, name), target, {
      recursive: true,
      filter: (source) => !['node_modules', 'dist', 'build'].includes(path.basename(source)),
    });
    const manifestFile = path.join(target, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { version: string };
    manifest.version = versions[name as WorkspacePackage] ?? manifest.version;
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);

    // node_modules: the installed dependencies, with the workspace packages pointing at their copies.
    const installed = path.join(repo, name, 'node_modules');
    mkdirSync(path.join(target, 'node_modules'));
    for (const entry of readdirSync(installed)) {
      const linked = copies.has(entry) ? path.join(work, entry) : path.join(installed, entry);
      symlinkSync(linked, path.join(target, 'node_modules', entry));
    }
  }
  edit?.(path.join(work, pkg));

  const dir = path.join(work, pkg);
  const cli = path.join(dir, 'node_modules/webpack-cli/bin/cli.js');
  const log: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const build = spawn(process.execPath, [cli, '--mode', 'production', ...args], {
      cwd: dir,
      stdio: 'pipe',
    });
    build.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    build.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Building ${pkg} failed:\n${log.join('').slice(-4000)}`);
  return { build: path.join(dir, 'build'), work };
}

/** Publishes a build into a served folder the way a team ships a remote: scripts/publish-remote.mjs. */
export const publish = (build: string, served: string): string =>
  execFileSync(
    process.execPath,
    [path.join(repo, 'scripts/publish-remote.mjs'), '--from', build, '--to', served],
    {
      encoding: 'utf8',
    },
  );

export const removeQuietly = (dir: string) => rmSync(dir, { recursive: true, force: true });

export interface StaticSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves one built front-end folder as production does (shell/src/server/http/static-site.ts), as a single-page site
 * with `/api` proxied to `apiUrl`: a remote's standalone page, on `E2E_PORT_BASE + offset`.
 */
export async function serveStaticSite(root: string, offset: number, apiUrl: string): Promise<StaticSite> {
  const port = portBase + offset;
  const script = `
    import httpProxy from '@fastify/http-proxy';
    import { createRequire } from 'node:module';
    const { createStaticSite } = createRequire(import.meta.url)('./shell/src/server/http/static-site.ts');
    const app = await createStaticSite({
      root: ${JSON.stringify(root)},
      spa: true,
      extend: (site) => site.register(httpProxy, { upstream: ${JSON.stringify(apiUrl)}, prefix: '/api', rewritePrefix: '/api' }),
    });
    await app.listen({ port: ${port}, host: '127.0.0.1' });
  `;
  const server = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://localhost:${port}`;
  const stop = await whenUp(server, `Serving ${root} on ${url}`, `${url}/index.html`, {
    timeoutMs: 30_000,
    pollMs: 300,
  });
  return { url, stop };
}

const devPortKeys: Record<string, string> = {
  'mf-catalog': 'CATALOG_PORT',
  'mf-cart': 'CART_PORT',
  'mf-account': 'ACCOUNT_PORT',
  'mf-admin': 'ADMIN_PORT',
};

/**
 * A remote's standalone page under its development server (`webpack serve --mode development`, as a team runs it
 * while working), on `E2E_PORT_BASE + offset`, with `/api` proxied to the API on `apiPort`.
 */
export async function serveDevServer(pkg: string, offset: number, apiPort: number): Promise<StaticSite> {
  const port = portBase + offset;
  const portKey = devPortKeys[pkg];
  if (!portKey) throw new Error(`${pkg} has no development server`);
  const server = spawn(
    path.join(repo, pkg, 'node_modules/.bin/webpack'),
    ['serve', '--mode', 'development'],
    {
      cwd: path.join(repo, pkg),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, [portKey]: String(port), API_PORT: String(apiPort) },
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // The server holds requests until its first compilation is done.
  const stop = await whenUp(server, `The development server of ${pkg} on ${url}`, `${url}/`, {
    timeoutMs: 240_000,
    pollMs: 1000,
    requestTimeoutMs: 60_000,
    group: true,
  });
  return { url, stop };
}

/**
 * Waits until `probe` answers OK from a server just spawned (its output is kept for the error if it stops or does
 * not start in time), and gives the function that stops it (its whole process group when it was spawned detached)
 * and waits for its exit.
 */
async function whenUp(
  server: ChildProcess,
  what: string,
  probe: string,
  options: { timeoutMs: number; pollMs: number; requestTimeoutMs?: number; group?: boolean },
): Promise<() => Promise<void>> {
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) {
      if (options.group && server.pid) process.kill(-server.pid, 'SIGTERM');
      else server.kill('SIGTERM');
    }
    await exited;
  };
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`${what} stopped:\n${output}`);
    const up = await fetch(probe, { signal: AbortSignal.timeout(options.requestTimeoutMs ?? 2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return stop;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${what} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
  }
}
