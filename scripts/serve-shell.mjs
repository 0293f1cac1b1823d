#!/usr/bin/env node
// The shell's server alone, as a deployment runs it (docker-compose.yml's `shell` service). Its code is TypeScript in
// shell/src/server/http, run through tsx as the API's is. Env: API_URL (the API as this server reaches it; required),
// and those of `startShellServer` (shell/src/server/http/main.ts).
import 'tsx';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ports } from '../config/ports.mjs';

const apiUrl = process.env.API_URL?.replace(/\/+$/, '');
if (!apiUrl) {
  console.error('Set API_URL to the API as this server reaches it (e.g. http://api:4000).');
  process.exit(1);
}
// The shell's sources are CommonJS modules (its package is not `type: module`): required, they keep their names.
const { startShellServer } = createRequire(import.meta.url)('../shell/src/server/http/main.ts');
const shell = await startShellServer({
  env: process.env,
  ports,
  shellDist: path.join(import.meta.dirname, '../shell/dist'),
  apiUrl,
});
const close = () => void shell.close().then(() => process.exit(0));
process.once('SIGINT', close);
process.once('SIGTERM', close);
