import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

// Its own ports, apart from any shop that runs on the defaults.
const BASE = Number(process.env.SERVE_TEST_PORT_BASE || 9040);
const PORTS = {
  shell: BASE,
  catalog: BASE + 1,
  cart: BASE + 2,
  account: BASE + 3,
  admin: BASE + 4,
  api: BASE + 5,
};
jest.setTimeout(90_000);

let work: string;
let api: http.Server;
let healthy = false;
let healthChecks = 0;
let serve: ChildProcess | null = null;
let output = '';

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'kasuwa-serve-'));
  fs.mkdirSync(path.join(work, 'shell'));
  fs.writeFileSync(
    path.join(work, 'shell/index.html'),
    '<!doctype html><html lang=en><head><meta charset=utf-8><title>Kasuwa</title></head><body><div id=root><div class=boot>Kasuwa</div></div></body></html>',
  );
  // A stand-in API: its health check fails until the test says it is up.
  api = http.createServer((request, response) => {
    if (request.url === '/api/health') healthChecks += 1;
    response.writeHead(request.url === '/api/health' && healthy ? 200 : 503, {
      'content-type': 'application/json',
    });
    response.end('{}');
  });
  await new Promise<void>((resolve) => api.listen(PORTS.api, '127.0.0.1', resolve));
});

afterAll(async () => {
  if (serve && serve.exitCode === null) {
    serve.kill('SIGTERM');
    await new Promise((resolve) => serve?.once('exit', resolve));
  }
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

const until = async (what: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await what()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
};
const shopAnswers = () =>
  fetch(`http://127.0.0.1:${PORTS.shell}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );

test('npm start serves the shop only once the API answers its health check, then says "Kasuwa is up"', async () => {
  serve = spawn(process.execPath, [path.join(__dirname, 'serve.mjs')], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_URL: `http://127.0.0.1:${PORTS.api}`,
      SHELL_PORT: String(PORTS.shell),
      CATALOG_PORT: String(PORTS.catalog),
      CART_PORT: String(PORTS.cart),
      ACCOUNT_PORT: String(PORTS.account),
      ADMIN_PORT: String(PORTS.admin),
      SHELL_DIST: path.join(work, 'shell'),
      // No remote is built here: each is left out, as `npm start` does with a front-end that is not built.
      CATALOG_DIST: path.join(work, 'none'),
      CART_DIST: path.join(work, 'none'),
      ACCOUNT_DIST: path.join(work, 'none'),
      ADMIN_DIST: path.join(work, 'none'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  serve.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  serve.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  // The API is asked several times and does not answer well: nothing is served yet, and nothing says it is up.
  expect(await until(() => healthChecks >= 3, 60_000)).toBe(true);
  expect(await shopAnswers()).toBe(false);
  expect(output).not.toContain('Kasuwa is up');

  healthy = true;
  expect(await until(() => output.includes('Kasuwa is up'), 30_000)).toBe(true);
  expect(await shopAnswers()).toBe(true);
});
