// What every benchmark says about the machine it ran on, and how it records its section of docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';

export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model?.trim()}, Node ${process.version}, load average ${load()}`;

/**
 * Writes `text` (which starts with `start` and ends with `end`) in place of the section between those markers in
 * docs/benchmarks.md, or at its end the first time, formatted as the repository's format check expects.
 */
export async function recordSection(text, start, end) {
  const file = path.resolve(import.meta.dirname, '../../docs/benchmarks.md');
  const prettier = await import('prettier');
  const doc = readFileSync(file, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end, from);
  const next =
    from !== -1 && to !== -1
      ? doc.slice(0, from) + text + doc.slice(to + end.length)
      : `${doc.trimEnd()}\n\n${text}\n`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
  console.log(`recorded in ${path.relative(process.cwd(), file)}`);
}

/**
 * Per share key, the versions the federation runtime has loaded in any share scope (`globalThis.__FEDERATION__`, in
 * the browser or on the server). A singleton loaded twice means two copies (two React trees, two sessions), which
 * the shop must never ship. Self-contained: the browser benchmark runs its source in the page.
 */
export function loadedSharesOf(federation) {
  const loaded = {};
  const scopes = federation?.__SHARE__ ?? {};
  for (const byScope of Object.values(scopes))
    for (const packages of Object.values(byScope))
      for (const [key, versions] of Object.entries(packages))
        for (const [version, shared] of Object.entries(versions))
          if (shared.loaded || shared.lib) {
            const entry = `${version} from ${shared.from}`;
            loaded[key] ??= [];
            if (!loaded[key].includes(entry)) loaded[key].push(entry);
          }
  return { loaded, instances: Object.keys(scopes) };
}
