import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints.mjs';
import { runWebpack } from './run-webpack';

/** A production build of a two-chunk app with source maps that the scripts do not name, as the front-ends build. */
function build(dir: string): Promise<webpack.Stats> {
  writeFileSync(
    path.join(dir, 'index.js'),
    "export function greet(name) {\n  return 'Hello, ' + name;\n}\nimport('./later.js').then((m) => console.log(greet(m.who)));\n",
  );
  writeFileSync(path.join(dir, 'later.js'), "export const who = 'Ada';\n");
  return runWebpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: 'hidden-source-map',
    output: { path: path.join(dir, 'out'), filename: '[name].[contenthash:8].js' },
    plugins: [new CompileHintsPlugin()],
  });
}

describe('CompileHintsPlugin', () => {
  it('starts every script with the compile hint and keeps its source map in step', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    const stats = await build(dir);
    expect(stats.hasErrors()).toBe(false);
    const out = path.join(dir, 'out');
    const scripts = readdirSync(out).filter((file) => file.endsWith('.js'));
    expect(scripts).toHaveLength(2);
    for (const file of scripts) {
      const code = readFileSync(path.join(out, file), 'utf8');
      expect(code.split('\n')[0]).toBe(COMPILE_HINT);
      // Minification dropped every other comment; the hint was added after it, once.
      expect(code.split(COMPILE_HINT)).toHaveLength(2);
      // The map is beside the script for error reports and the benchmark; the script does not point browsers at it.
      expect(code).not.toContain('sourceMappingURL');
      // The hint's line maps to nothing, so the code's mappings start on the second line.
      const map = JSON.parse(readFileSync(path.join(out, `${file}.map`), 'utf8')) as { mappings: string };
      expect(map.mappings.startsWith(';')).toBe(true);
      expect(map.mappings.slice(1)).not.toBe('');
    }
  }, 60_000);
});
