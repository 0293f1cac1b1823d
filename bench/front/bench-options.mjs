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
    // Lighthouse mobile as on a machine of this benchmark index (`--emulate-index 1100`, the machine issue 52's goal
    // was set on), whatever this machine's speed at the moment: before each run the index is measured and the CPU
    // slowdown set to 4 × measured / this (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown").
    'emulate-index': { type: 'string' },
    // Lighthouse mobile with the browser itself slowed (DevTools' CPU and network throttling) instead of Lighthouse's
    // default, which measures the page unthrottled and multiplies each task by the slowdown.
    'devtools-throttling': { type: 'boolean', default: false },
  },
});
export const RUNS = Math.max(1, Number(args.runs));
export const EMULATED_INDEX = args['emulate-index'] ? Number(args['emulate-index']) : undefined;
if (EMULATED_INDEX !== undefined && !(EMULATED_INDEX > 0))
  throw new Error(`--emulate-index takes a benchmark index, such as 1100: not ${args['emulate-index']}`);
