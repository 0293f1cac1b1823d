import { spawn, type ChildProcess } from 'node:child_process';

/** The processes a run starts (API replicas, the Paystack simulator, a redis-server of its own) and waits for. */

export interface Child {
  name: string;
  child: ChildProcess;
  output: string[];
  stop(): Promise<void>;
}

export function startProcess(name: string, args: string[], cwd: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    name,
    child,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  child?: Child,
  timeoutMs = 120_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (child && (child.child.exitCode !== null || child.child.signalCode !== null))
      throw new Error(`${what} exited:\n${child.output.join('').slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`${what} did not start in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function startRedis(port: number): Child {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    name: 'redis',
    child,
    output: [],
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
