#!/usr/bin/env node
/**
 * Tests per 1,000 lines of source for each front-end package.
 *
 * Tests: `it(` / `test(` declarations (including `.each`, `.only`, `.skip`) in *.test.ts(x) under <pkg>/src.
 * Lines: every line of the non-test .ts/.tsx files under <pkg>/src (the test/ helpers folder counts as test code).
 *
 * Usage: node scripts/test-density.mjs [package ...]
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const defaults = [
  'shell',
  'mf-catalog',
  'mf-cart',
  'mf-account',
  'mf-admin',
  'shared-contracts',
  'shop-runtime',
];
const packages = process.argv.length > 2 ? process.argv.slice(2) : defaults;

const testDeclaration = /(?:^|[^\w.])(?:it|test)(?:\.(?:each\([^)]*\)|only|skip|concurrent))?\s*\(/gm;

function walk(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...walk(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

const isTestFile = (src, path) => /\.test\.tsx?$/.test(path) || relative(src, path).split(sep)[0] === 'test';

const rows = [];
for (const name of packages) {
  const src = join(root, name, 'src');
  if (!existsSync(src)) {
    console.error(`${name}: no src folder`);
    process.exitCode = 1;
    continue;
  }
  let tests = 0;
  let lines = 0;
  for (const path of walk(src)) {
    const text = readFileSync(path, 'utf8');
    if (/\.test\.tsx?$/.test(path)) tests += text.match(testDeclaration)?.length ?? 0;
    else if (!isTestFile(src, path)) lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  }
  rows.push({ name, tests, lines, density: lines === 0 ? 0 : (tests * 1000) / lines });
}

const width = Math.max(...rows.map((row) => row.name.length), 'package'.length);
console.log(`${'package'.padEnd(width)}  ${'tests'.padStart(6)}  ${'lines'.padStart(7)}  per 1,000 lines`);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(width)}  ${String(row.tests).padStart(6)}  ${String(row.lines).padStart(7)}  ${row.density.toFixed(1)}`,
  );
}
