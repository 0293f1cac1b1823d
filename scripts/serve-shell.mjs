#!/usr/bin/env node
// The shell's server alone, as a deployment runs it (docker-compose.yml's `shell` service): the shell's published
// folder, its pages rendered on the server with the remotes' current builds, /runtime-config.json, the crawl files
// and the /api proxy. The remotes and the API are served elsewhere.
//
// Env: SHELL_DIST (the folder a publish step fills; default shell/dist), API_URL (the API as this server reaches
// it; required), REMOTE_*_URL (each remote's manifest as the browser reaches it), SSR_REMOTE_*_URL (as this server
// reaches it, when that differs), API_BASE_URL, PUBLIC_URL, SSR, SHELL_PORT, HOST.
import path from 'node:path';
import { ports } from '../config/ports.mjs';
import { runtimeConfigFromEnv, serverRemotesFromEnv } from './lib/runtime-config.mjs';
import { createShellServer } from './lib/shell-server.mjs';

const apiUrl = process.env.API_URL?.replace(/\/+$/, '');
if (!apiUrl) {
  console.error('Set API_URL to the API as this server reaches it (e.g. http://api:4000).');
  process.exit(1);
}

const shell = await createShellServer({
  shellDist: path.resolve(process.env.SHELL_DIST || path.join(import.meta.dirname, '../shell/dist')),
  runtimeConfig: runtimeConfigFromEnv(),
  apiUrl,
  serverRemotes: serverRemotesFromEnv(),
  publicUrl: process.env.PUBLIC_URL,
  ssr: process.env.SSR !== '0',
});
const close = () => void shell.close().then(() => process.exit(0));
process.once('SIGINT', close);
process.once('SIGTERM', close);
await shell.listen({ port: ports.shell, host: process.env.HOST || '0.0.0.0' });
