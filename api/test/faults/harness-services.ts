/** What the fault suites run beside the API: a redis-server, a link to PostgreSQL, a schema and a data folder. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { waitFor } from './harness.js';

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
