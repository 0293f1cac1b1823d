#!/usr/bin/env node
// Rewrites config/shared-reexports.json from the sources: every name a front-end imports from a re-exported
// library, plus the names always exported. Run it after importing a new name from react-router-dom or jotai/utils.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REEXPORTS, listFile, scanSources } from './shared-reexports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { names, problems } = scanSources(root);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const list = Object.fromEntries(
  Object.entries(REEXPORTS).map(([key, spec]) => [key, [...new Set([...spec.always, ...names[key]])].sort()]),
);
writeFileSync(listFile(root), `${JSON.stringify(list, null, 2)}\n`);
console.log(
  `${path.relative(root, listFile(root))}: ${Object.entries(list)
    .map(([key, values]) => `${key} ${values.length} names`)
    .join(', ')}`,
);
