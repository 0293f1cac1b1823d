import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { runWebpack } from '../run-webpack';
import { productionOptimization } from './common.mjs';

/** A production build, minified as the front-ends are, of a script and the page that loads it. */
async function build(dir: string) {
  writeFileSync(
    path.join(dir, 'index.js'),
    [
      '// A comment the minifier drops.',
      'function greetingFor(visitorName) {',
      "  const greeting = 'Welcome to Kasuwa, ' + visitorName;",
      '  return greeting;',
      '}',
      "document.title = greetingFor(new URLSearchParams(location.search).get('name') ?? 'shopper');",
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <style>\n      body {\n        margin: 0;\n      }\n    </style>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  const stats = await runWebpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: 'hidden-source-map',
    output: { path: path.join(dir, 'out'), filename: '[name].[contenthash:8].js' },
    plugins: [new HtmlWebpackPlugin({ template: path.join(dir, 'index.html') })],
    optimization: productionOptimization(),
  });
  expect(stats.hasErrors()).toBe(false);
  return path.join(dir, 'out');
}

describe('the production builds’ minification', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kasuwa-minimize-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('minifies the scripts (SWC) and the page (webpack’s default), and keeps the scripts’ source maps', async () => {
    const out = await build(dir);
    const [script] = readdirSync(out).filter((file) => file.endsWith('.js'));
    const code = readFileSync(path.join(out, script!), 'utf8');
    expect(code).not.toContain('A comment the minifier drops');
    expect(code).not.toContain('greetingFor');
    expect(code).not.toContain('visitorName');
    expect(code).toContain('Welcome to Kasuwa, ');
    expect(code.trim().split('\n')).toHaveLength(1);
    expect(readdirSync(out)).toContain(`${script}.map`);

    // The page the shop's server renders into: whitespace and quotes gone, its style minified.
    const page = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(page).toContain('<html lang=en>');
    expect(page).toContain('<style>body{margin:0}</style>');
    expect(page).not.toContain('\n');
  }, 60_000);
});
