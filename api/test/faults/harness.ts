/**
 * Processes for the fault and replica suites: the API as `npm start` runs it (tsx src/server.ts) and its worker;
 * harness-services.ts has a redis-server of the test's own, a TCP link to PostgreSQL that the test can cut, a
 * schema and a data folder, and harness-client.ts a small HTTP client that retries like the shop's. Everything
 * listens on the reliability suite's ports (8800–8999) and is stopped by the test that started it; the machine's
 * PostgreSQL and Redis are never stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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

/** The incoming-request log lines for a path. */
export const incoming = (logs: LogLine[], path: string) =>
  logs.filter((l) => l.msg === 'incoming request' && (l.req as { url?: string } | undefined)?.url === path);
