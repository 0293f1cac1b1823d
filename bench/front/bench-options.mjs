// The command line of `npm run bench` (bench.mjs): what to measure, how many runs, and what to compare against.
import { parseArgs } from 'node:util';

export const { values: args } = parseArgs({
  options: {
    'no-lighthouse': { type: 'boolean', default: false },
    'no-size': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    // Print every route's scripts (only `/`'s otherwise).
    list: { type: 'boolean', default: false },
    // A built checkout of an earlier release, measured by Lighthouse beside this one (runs alternating).
    against: { type: 'string' },
    // The same, for a commit of this repository: built first in a worktree of its own (bench/lib/worktree.mjs).
    'against-rev': { type: 'string' },
    // Lighthouse on the same pages in these languages instead of English (`--locales ha,yo`: /ha, /ha/products…).
    locales: { type: 'string' },
  },
});
export const RUNS = Math.max(1, Number(args.runs));
