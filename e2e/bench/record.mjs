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
