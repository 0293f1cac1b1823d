/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { forwardedRequestId, registerApiProxy } from './api-proxy';
import { createStaticSite } from '../static-site';

describe("the shell's /api proxy", () => {
  let upstream: http.Server;
  let seen: http.IncomingHttpHeaders[];
  let shell: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    seen = [];
    // Stands in for the API: records the headers and echoes the request id, as the API does.
    upstream = http.createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-request-id', String(req.headers['x-request-id']));
      res.end('{"data":"ok"}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kasuwa-proxy-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
    shell = await createStaticSite({
      root,
      spa: true,
      extend: (app: FastifyInstance) => registerApiProxy(app, { upstream: `http://127.0.0.1:${port}` }),
    });
    await shell.ready();
  });
  afterAll(async () => {
    await shell.close();
    await new Promise((resolve) => upstream.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('passes on a sane X-Request-Id and the API echoes it', async () => {
    const res = await shell.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-42.a:b' } });
    expect(res.statusCode).toBe(200);
    expect(seen.at(-1)?.['x-request-id']).toBe('trace-42.a:b');
    expect(res.headers['x-request-id']).toBe('trace-42.a:b');
  });

  it('makes a new id when there is none or the given one is not a short token', async () => {
    await shell.inject({ url: '/api/products' });
    const made = seen.at(-1)?.['x-request-id'];
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    await shell.inject({ url: '/api/products', headers: { 'x-request-id': 'x'.repeat(65) } });
    expect(seen.at(-1)?.['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await shell.inject({ url: '/api/products', headers: { 'x-request-id': 'evil id\ninjected' } });
    const replaced = seen.at(-1)?.['x-request-id'];
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced).not.toBe(made);
  });

  it('replaces X-Forwarded-For with the peer address', async () => {
    await shell.inject({ url: '/api/products', headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(seen.at(-1)?.['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('never passes on an X-Proxy-Secret a client sent', async () => {
    await shell.inject({ url: '/api/products', headers: { 'x-proxy-secret': 'a guess' } });
    expect(seen.at(-1)?.['x-proxy-secret']).toBeUndefined();
  });

  it("with the API's proxy secret, sends it with every request in place of any a client sent", async () => {
    const { port } = upstream.address() as AddressInfo;
    const proving = await createStaticSite({
      root,
      spa: true,
      extend: (app: FastifyInstance) =>
        registerApiProxy(app, { upstream: `http://127.0.0.1:${port}`, proxySecret: 'the-shared-secret' }),
    });
    try {
      await proving.inject({ url: '/api/products', headers: { 'x-proxy-secret': 'a guess' } });
      expect(seen.at(-1)?.['x-proxy-secret']).toBe('the-shared-secret');
      expect(seen.at(-1)?.['x-forwarded-for']).toBe('127.0.0.1');
    } finally {
      await proving.close();
    }
  });

  it('keeps ids of letters, digits and ._:- up to 64 characters', () => {
    expect(forwardedRequestId('a'.repeat(64))).toBe('a'.repeat(64));
    expect(forwardedRequestId(undefined)).toMatch(/^[0-9a-f-]{36}$/);
    expect(forwardedRequestId('a/b')).not.toBe('a/b');
  });
});
