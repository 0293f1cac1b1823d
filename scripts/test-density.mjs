#!/usr/bin/env node
/**
 * Tests per 1,000 lines of source for each front-end package (see lib/test-density.mjs for what counts).
 *
 * Usage: node scripts/test-density.mjs [package ...]
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageDensity } from './lib/test-density.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const defaults = [
  'shell',
  'mf-catalog',
  'mf-cart',
  'mf-account',
  'mf-admin',
  'shared-contracts',
  'shop-sdk',
  'shop-runtime',
];
const packages = process.argv.length > 2 ? process.argv.slice(2) : defaults;

const rows = [];
for (const name of packages) {
  const density = packageDensity(join(root, name));
  if (density) rows.push({ name, ...density });
  else {
    console.error(`${name}: no src folder`);
    process.exitCode = 1;
  }
}

const width = Math.max('package'.length, ...rows.map((row) => row.name.length));
console.log(`${'package'.padEnd(width)}  ${'tests'.padStart(6)}  ${'lines'.padStart(7)}  per 1,000 lines`);
for (const row of rows) {
  const tests = String(row.tests).padStart(6);
  const lines = String(row.lines).padStart(7);
  console.log(`${row.name.padEnd(width)}  ${tests}  ${lines}  ${row.perThousand.toFixed(1)}`);
}
