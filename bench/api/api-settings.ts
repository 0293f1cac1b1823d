/** The API benchmark's settings: how long and how hard it loads, its ports, and which parts run (from the environment). */
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
/** Every scenario runs this many times, in turns, and the median of each figure is kept. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The flood: three connections from each of 30 client addresses, in turn. */
export const FLOOD_ADDRESSES = 30;
export const FLOOD = FLOOD_ADDRESSES * 3;
export const FLOOD_S = Number(process.env.BENCH_FLOOD_DURATION ?? 25);
/** Sign-ins from an unknown device, and registrations, tried during each flood; the median is judged. */
export const TRIES = 5;
/** The servers listen on base+0 … base+4 (7100 unless BENCH_PORT_BASE says otherwise). */
export const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 7100);
/** `BENCH_ONLY=flood` runs the floods alone and rewrites only their part of docs/benchmarks.md. */
export const FLOOD_ONLY = process.env.BENCH_ONLY === 'flood';
/** `BENCH_ONLY=search` runs the bare route and the search scenarios, and rewrites only the search section. */
export const SEARCH_ONLY = process.env.BENCH_ONLY === 'search';
/** PostgreSQL for the PostgreSQL rows: BENCH_DATABASE_URL, else DATABASE_URL; the rows are skipped without. */
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
