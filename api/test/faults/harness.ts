/**
 * Processes for the fault and replica suites: the API as `npm start` runs it (tsx src/server.ts), a
 * redis-server of the test's own, a TCP link to PostgreSQL that the test can cut, and a small HTTP client that
 * retries like the shop's. Everything listens on the reliability suite's ports (8800–8999) and is stopped by the
 * test that started it; the machine's PostgreSQL and Redis are never stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export const API_DIR = resolve(__dirname, '../..');
export const DATABASE_URL = process.env.DATABASE_URL;
/** Suites on PostgreSQL run only where DATABASE_URL is set (CI sets it). */
export const describeOnPostgres = DATABASE_URL ? describe : describe.skip;

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string | (() => string),
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 30_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}${last ? `: ${String(last)}` : ''}`,
      );
    }
    await sleep(everyMs);
  }
}

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  logs: LogLine[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ApiOptions {
  port: number;
  env?: Record<string, string>;
  /** How long the API may take to answer /api/health with 200. */
  readyTimeoutMs?: number;
}

/**
 * The API's server (`src/server.ts` with `args`, e.g. its role) as a child process, its log lines collected. node
 * itself with tsx's loader (not the tsx wrapper, which runs the server in a child of its own): a signal sent to this
 * process reaches the server.
 */
function spawnApiProcess(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', ...args], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SCRYPT_N: '1024',
      HASH_POOL_SIZE: '1',
      ...env,
    },
  });
  const logs: LogLine[] = [];
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ level: 30, msg: line });
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => logs.push({ level: 50, msg: chunk.toString() }));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  return {
    child,
    logs,
    exited,
    isDead: () => dead,
    /** Sends a signal and waits for the process to end. */
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (!dead) child.kill(signal);
      return exited;
    },
  };
}

/** Starts the API the way `npm start` does and waits until /api/health answers 200. */
export async function startApi({
  port,
  env = {},
  readyTimeoutMs = 120_000,
}: ApiOptions): Promise<ApiProcess> {
  const { child, logs, exited, isDead, stop } = spawnApiProcess([], {
    API_PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMIT_MAX: '100000',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    url,
    port,
    child,
    logs,
    exited,
    stop,
  };
  try {
    await waitFor(
      `the API on ${url}`,
      async () => {
        if (isDead())
          throw new Error(
            `the API exited: ${logs
              .map((l) => l.msg)
              .join('\n')
              .slice(-2000)}`,
          );
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3_000) });
        return res.status === 200;
      },
      readyTimeoutMs,
      250,
    );
  } catch (error) {
    await api.stop('SIGKILL');
    throw error;
  }
  return api;
}

export interface WorkerProcess {
  child: ChildProcess;
  logs: LogLine[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `api worker` (jobs only, no HTTP) the way the package's `worker` script does, and waits until it runs jobs. */
export async function startWorker({
  env = {},
  readyTimeoutMs = 120_000,
}: {
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<WorkerProcess> {
  const { child, logs, exited, isDead, stop } = spawnApiProcess(['worker'], env);
  const worker: WorkerProcess = { child, logs, exited, stop };
  try {
    await waitFor(
      'the worker',
      () => {
        if (isDead())
          throw new Error(
            `the worker exited: ${logs
              .map((l) => l.msg)
              .join('\n')
              .slice(-2000)}`,
          );
        return logs.some((l) => l.msg === 'worker running jobs');
      },
      readyTimeoutMs,
      100,
    );
  } catch (error) {
    await worker.stop('SIGKILL');
    throw error;
  }
  return worker;
}

/** A redis-server of the test's own (no persistence), stopped by the test. */
export interface RedisProcess {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(port: number): Promise<RedisProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await waitFor(`redis-server on ${port}`, () => canConnect(port), 15_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export function canConnect(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/**
 * A TCP link to PostgreSQL on a port of the test's own. `cut()` drops every connection through it and refuses
 * new ones (the database is gone, as far as the API can tell); `restore()` lets connections through again.
 */
export interface DatabaseLink {
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function linkToDatabase(databaseUrl: string, port: number): Promise<DatabaseLink> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore() {
      open = true;
    },
    async close() {
      open = false;
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}

/** A PostgreSQL schema of the test's own on the machine's server, dropped at the end. */
export async function createSchema(databaseUrl: string) {
  const name = `fault_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema "${name}"`);
  await admin.query(`set search_path to "${name}"`);
  return {
    name,
    /** Queries inside the schema. */
    query: <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => admin.query<R>(text, values),
    async drop() {
      await admin.query(`drop schema if exists "${name}" cascade`).catch(() => undefined);
      // The job queue's schema, beside it (plugins/app/jobs.ts).
      await admin.query(`drop schema if exists "${name}_jobs" cascade`).catch(() => undefined);
      await admin.end();
    },
  };
}

/** A throw-away data folder for an API on PGlite. */
export function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'kasuwa-fault-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Answer {
  status: number;
  body: { data?: unknown; message?: string; detail?: string } & Record<string, unknown>;
  headers: Headers;
}

/** One request; a network error or timeout rejects. */
export async function call(
  url: string,
  options: {
    method?: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const res = await fetch(url, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
}

/**
 * Like the shop's client: network errors and 5xx are retried (the same request, headers included) until an
 * answer comes or `deadlineMs` passes.
 */
export async function callWithRetries(
  url: () => string,
  options: Parameters<typeof call>[1],
  deadlineMs = 60_000,
): Promise<Answer & { attempts: number }> {
  const deadline = Date.now() + deadlineMs;
  for (let attempts = 1; ; attempts += 1) {
    try {
      const answer = await call(url(), options);
      if (answer.status < 500 || Date.now() > deadline) return { ...answer, attempts };
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await sleep(Math.min(100 * attempts, 1_000));
  }
}

export interface Shopper {
  email: string;
  token: string;
}

/** Registers and signs in a shopper (one at a time: the API limits password hashes per client). */
export async function newShopper(
  apiUrl: string,
  password = 'Passw0rdKasuwa',
): Promise<Shopper & { refresh: string }> {
  const id = randomUUID().slice(0, 8);
  const email = `fault-${id}@example.ng`;
  const registered = await call(`${apiUrl}/api/auth/register`, {
    method: 'POST',
    body: { first_name: 'Ada', last_name: 'Obi', username: `fault${id}`, email, password },
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await call(`${apiUrl}/api/auth/login`, { method: 'POST', body: { email, password } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  const tokens = login.body.data as { access: string; refresh: string };
  return { email, token: tokens.access, refresh: tokens.refresh };
}

export const shippingAddress = {
  full_name: 'Ada Obi',
  phone: '08031234567',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
};

export const checkoutBody = { shipping_address: shippingAddress, payment_method: 'pay_on_delivery' };

/** The incoming-request log lines for a path. */
export const incoming = (logs: LogLine[], path: string) =>
  logs.filter((l) => l.msg === 'incoming request' && (l.req as { url?: string } | undefined)?.url === path);
