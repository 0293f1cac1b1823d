import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * `it(` / `test(` declarations, with `.each(…)`, `.only` and `.concurrent`; `it.each` counts once. A skipped test
 * (`.skip`, `xit`) tests nothing, so it does not count.
 */
const TEST_DECLARATION = /(?:^|[^\w.])(?:it|test)(?:\.(?:each\([^)]*\)|only|concurrent))?\s*\(/gm;

export const countTests = (text) => text.match(TEST_DECLARATION)?.length ?? 0;

/** Lines of a file as an editor numbers them (a final newline does not start another line). */
export const countLines = (text) =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/**
 * Tests and source lines of a package's src folder: tests are declared in *.test.ts(x); lines are those of the
 * other .ts/.tsx files, leaving out src/testing/ (the tests' own helpers). Undefined when there is no src folder.
 */
export function packageDensity(packageDir) {
  const src = join(packageDir, 'src');
  if (!existsSync(src)) return undefined;
  let tests = 0;
  let lines = 0;
  for (const path of sourceFiles(src)) {
    const text = readFileSync(path, 'utf8');
    if (/\.test\.tsx?$/.test(path)) tests += countTests(text);
    else if (relative(src, path).split(sep)[0] !== 'testing') lines += countLines(text);
  }
  return { tests, lines, perThousand: lines === 0 ? 0 : (tests * 1000) / lines };
}
