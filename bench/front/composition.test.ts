import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runWebpack } from '../../config/run-webpack';
import { stagedBuildId } from '../../scripts/lib/publish.mjs';
import { attributeScript, composition, kindOf, mapsFromBuilds, normaliseSource } from './composition.mjs';

/** A production build, with maps the script does not name (as the front-ends build), of shop code that imports a library. */
async function build(dir: string): Promise<void> {
  mkdirSync(path.join(dir, 'node_modules/.pnpm/fake-lib@1.0.0/node_modules/fake-lib'), { recursive: true });
  writeFileSync(
    path.join(dir, 'node_modules/.pnpm/fake-lib@1.0.0/node_modules/fake-lib/index.js'),
    `export function table(rows) {\n  return rows.map((row, index) => ${JSON.stringify('a library row '.repeat(20))} + index + row.join(', '));\n}\n`,
  );
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'src/index.js'),
    `import { table } from '../node_modules/.pnpm/fake-lib@1.0.0/node_modules/fake-lib/index.js';\ndocument.title = table([[${JSON.stringify('the shop '.repeat(10))}]]).join('');\n`,
  );
  const stats = await runWebpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    devtool: 'hidden-source-map',
    output: { path: path.join(dir, 'out'), filename: 'main.js' },
  });
  if (stats.hasErrors()) throw new Error(stats.toString());
}

describe('where a page’s bytes come from', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kasuwa-composition-'));
    await build(dir);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names a source by its package path, wherever the package store put it', () => {
    expect(
      normaliseSource(
        'webpack://kasuwa_catalog/../node_modules/.pnpm/valibot@1.2.0_typescript@5.9.3/node_modules/valibot/dist/index.mjs',
      ),
    ).toEqual({ path: 'valibot/dist/index.mjs', library: true });
    expect(normaliseSource('webpack://kasuwa_shell/../shared-contracts/src/ui/dialog.tsx')).toEqual({
      path: 'shared-contracts/src/ui/dialog.tsx',
      library: false,
    });
    expect(normaliseSource('webpack://kasuwa_catalog/../shared-contracts/src/ui/dialog.tsx').path).toBe(
      'shared-contracts/src/ui/dialog.tsx',
    );
  });

  it('sorts sources into libraries, federation and shop code', () => {
    expect(
      kindOf('webpack://kasuwa_shell/../node_modules/.pnpm/axios@1.13.2/node_modules/axios/lib/axios.js'),
    ).toBe('libraries');
    expect(
      kindOf(
        'webpack://kasuwa_shell/../node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/core.js',
      ),
    ).toBe('federation');
    expect(kindOf('webpack://kasuwa_cart/webpack/runtime/consumes')).toBe('federation');
    expect(kindOf('webpack://kasuwa_cart/webpack/container-entry')).toBe('federation');
    expect(kindOf('webpack://kasuwa_catalog/node_modules/.federation/entry.31c6c409.js')).toBe('federation');
    expect(kindOf('webpack://kasuwa_cart/src/features/cart/cart-page.tsx')).toBe('shop code');
  });

  it('shares a built script’s gzip size among its sources and counts a second build’s copy', async () => {
    const file = path.join(dir, 'out/main.js');
    const code = readFileSync(file, 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    // Both origins serve the same build; the map is read from its folder, never over HTTP.
    const read = mapsFromBuilds({
      'http://127.0.0.1:5301': path.join(dir, 'out'),
      'http://127.0.0.1:5302': path.join(dir, 'out'),
    });
    const script = { url: 'http://127.0.0.1:5301/main.js', code, gzip, beforeContent: true };
    const attribution = await attributeScript(script, read);
    expect(attribution?.origin).toBe('http://127.0.0.1:5301');
    const sources = Object.fromEntries(attribution?.sources ?? []);
    expect(Object.keys(sources)).toEqual(expect.arrayContaining(['fake-lib/index.js', 'src/index.js']));
    expect(sources['fake-lib/index.js'].kind).toBe('libraries');
    expect(sources['src/index.js'].kind).toBe('shop code');
    // Every byte goes somewhere: the parts add up to the script's size.
    const parts = Object.values(sources).reduce((sum, { gzip: part }) => sum + part, 0);
    expect(parts).toBeCloseTo(gzip, 6);

    const alone = composition([{ script, attribution }]);
    expect(alone.libraries + alone.federation + alone['shop code']).toBeCloseTo(gzip, 6);
    expect(alone.libraries).toBeGreaterThan(0);
    expect(alone['shop code']).toBeGreaterThan(0);
    expect(alone['second copies']).toBe(0);

    // The same build served from a second origin is a second copy of every source; a script left out is not counted.
    const copy = { ...script, url: 'http://127.0.0.1:5302/main.js', beforeContent: false };
    const twice = [
      { script, attribution },
      { script: copy, attribution: await attributeScript(copy, read) },
    ];
    expect(composition(twice)['second copies']).toBeCloseTo(gzip, 6);
    expect(
      composition(twice).secondCopies.map((copy: { path: string; builds: number }) => [
        copy.path,
        copy.builds,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['fake-lib/index.js', 2],
        ['src/index.js', 2],
      ]),
    );
    expect(composition(twice, (s: { beforeContent: boolean }) => s.beforeContent)['second copies']).toBe(0);
    // What webpack generates for each build (its runtime modules, share tables) is its own, never a copy.
    const generated = (origin: string) => ({
      script: { ...script, url: `${origin}/remoteEntry.js` },
      attribution: {
        origin,
        sources: new Map([['webpack/runtime/sharing', { kind: 'federation', gzip: 700 }]]),
      },
    });
    const entries = composition([generated('http://127.0.0.1:5301'), generated('http://127.0.0.1:5302')]);
    expect(entries.federation).toBe(1400);
    expect(entries['second copies']).toBe(0);
    // A script without a map is counted as shop code of its own.
    expect(composition([{ script, attribution: null }])['shop code']).toBe(gzip);
  });

  it('reads a map only from the build folder of the origin that served the script', async () => {
    const read = mapsFromBuilds({ 'http://127.0.0.1:5301': path.join(dir, 'out') });
    expect(await read('http://127.0.0.1:5301/main.js')).toBe(
      readFileSync(path.join(dir, 'out/main.js.map'), 'utf8'),
    );
    expect(await read('http://127.0.0.1:5309/main.js')).toBeNull();
    expect(await read('http://127.0.0.1:5301/missing.js')).toBeNull();
    // A remote's entry published under its build's own name is that build's remoteEntry.js; another build's is not.
    const remote = path.join(dir, 'remote');
    mkdirSync(remote);
    writeFileSync(path.join(remote, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(remote, 'remoteEntry.js'), 'var entry;');
    writeFileSync(path.join(remote, 'remoteEntry.js.map'), '{"entry":1}');
    const entries = mapsFromBuilds({ 'http://127.0.0.1:5303': remote });
    const id = stagedBuildId(remote);
    expect(await entries(`http://127.0.0.1:5303/remoteEntry.${id}.js`)).toBe('{"entry":1}');
    expect(await entries('http://127.0.0.1:5303/remoteEntry.0123456789ab.js')).toBeNull();
    // A path cannot climb out of the build folder.
    writeFileSync(path.join(dir, 'secret.js.map'), '{}');
    expect(await read('http://127.0.0.1:5301/..%2Fsecret.js')).toBeNull();
  });
});
