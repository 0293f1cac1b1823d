#!/usr/bin/env node
// Publishes a front-end's build into the folder its origin serves, keeping the files that open tabs still need.
//
//   node scripts/publish-remote.mjs <package> [--from <build folder>] [--to <served folder>]
//
// By default from `<package>/build` (webpack's output) to `<package>/dist` (what scripts/serve.mjs serves). In the
// docker-compose deployment the publish step runs this into the remote's volume; see README, "Shipping a remote".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publishBuild } from './lib/publish.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, to: { type: 'string' } },
});
const [pkg] = positionals;
if (!pkg && !(values.from && values.to)) {
  console.error(
    'Usage: node scripts/publish-remote.mjs <package> [--from <build folder>] [--to <served folder>]',
  );
  process.exit(2);
}
const from = path.resolve(values.from ?? path.join(root, pkg, 'build'));
const to = path.resolve(values.to ?? path.join(root, pkg, 'dist'));

try {
  const result = publishBuild({ from, to });
  const what = result.unchanged ? 'already live' : `live, ${result.copied} files copied`;
  console.log(`Published build ${result.id} to ${to}: ${what}, ${result.pruned.length} old files removed.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
