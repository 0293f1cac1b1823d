import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  filesOutsideVersion,
  GRACE_MS,
  HISTORY_FILE,
  publishBuild,
  publishVersion,
  readHistory,
  removeVersions,
  stagedBuildId,
  VERSION_FOLDER,
  VERSION_PATTERN,
} from './lib/publish.mjs';
import * as releaseVersions from '../shared-contracts/src/schemas/release-versions';

const HOUR = 60 * 60 * 1000;
let work: string;
let served: string;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'kasuwa-publish-'));
  served = path.join(work, 'served');
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A build folder as webpack leaves it: entry points plus content-hashed chunks, some precompressed. */
function build(name: string, files: Record<string, string>): string {
  const dir = path.join(work, name);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
const remote = (n: number, extra: Record<string, string> = {}) =>
  build(`build-${n}`, {
    'mf-manifest.json': `{"build":${n}}`,
    'remoteEntry.js': `entry ${n} -> page.${n}0000000.js`,
    'remoteEntry.js.br': `br ${n}`,
    [`page.${n}0000000.js`]: `page ${n}`,
    'shared.aaaaaaaa.js': 'shared by every build',
    ...extra,
  });
const servedFiles = () =>
  fs
    .readdirSync(served, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(served, path.join(entry.parentPath, entry.name)))
    .sort();
const read = (file: string) => fs.readFileSync(path.join(served, file), 'utf8');

describe('publishing a front-end', () => {
  it('switches the entry points to the new build and keeps the previous chunks beside it', () => {
    publishBuild({ from: remote(1), to: served, now: 0 });
    const second = publishBuild({ from: remote(2), to: served, now: HOUR });
    expect(read('mf-manifest.json')).toBe('{"build":2}');
    expect(read('remoteEntry.js')).toBe('entry 2 -> page.20000000.js');
    expect(read('remoteEntry.js.br')).toBe('br 2');
    // A tab opened on build 1 still finds its chunk.
    expect(read('page.10000000.js')).toBe('page 1');
    expect(second.pruned).toEqual([]);
    expect(readHistory(served).map((b: { id: string }) => b.id)).toEqual([
      second.id,
      stagedBuildId(path.join(work, 'build-1')),
    ]);
  });

  it('does nothing when the same build is published again', () => {
    const first = publishBuild({ from: remote(1), to: served, now: 0 });
    const again = publishBuild({ from: remote(1), to: served, now: HOUR });
    expect(again).toMatchObject({ id: first.id, copied: 0, pruned: [], unchanged: true });
    expect(readHistory(served)).toHaveLength(1);
  });

  it('removes a precompressed entry point the new build lacks, so the old one is never served instead', () => {
    publishBuild({ from: remote(1), to: served, now: 0 });
    const withoutBr = remote(2);
    fs.rmSync(path.join(withoutBr, 'remoteEntry.js.br'));
    publishBuild({ from: withoutBr, to: served, now: HOUR });
    expect(servedFiles()).not.toContain('remoteEntry.js.br');
  });

  it('keeps the files of the last 3 builds however old they are', () => {
    for (let n = 1; n <= 3; n += 1) publishBuild({ from: remote(n), to: served, now: n * HOUR });
    const later = 3 * HOUR + 10 * GRACE_MS;
    publishBuild({ from: remote(3), to: served, now: later });
    expect(servedFiles()).toEqual(
      expect.arrayContaining(['page.10000000.js', 'page.20000000.js', 'page.30000000.js']),
    );
  });

  it('keeps an older build for a day after it was replaced, then prunes what no kept build uses', () => {
    for (let n = 1; n <= 4; n += 1) publishBuild({ from: remote(n), to: served, now: n * HOUR });
    // Build 1 was replaced at 2 h; a day has not passed, so its chunk stays although 3 newer builds exist.
    expect(servedFiles()).toContain('page.10000000.js');

    const dayLater = 2 * HOUR + GRACE_MS;
    const fifth = publishBuild({ from: remote(5), to: served, now: dayLater });
    expect(fifth.pruned).toEqual(['page.10000000.js']);
    expect(servedFiles()).toEqual([
      HISTORY_FILE,
      'mf-manifest.json',
      'page.20000000.js',
      'page.30000000.js',
      'page.40000000.js',
      'page.50000000.js',
      'remoteEntry.js',
      'remoteEntry.js.br',
      'shared.aaaaaaaa.js',
    ]);
    // Build 2 was replaced (at 3 h) less than a day ago, so it stays; build 1 drops out of the history.
    expect(readHistory(served)).toHaveLength(4);
  });

  it('keeps files in sub-folders and removes folders that become empty', () => {
    publishBuild({ from: remote(1, { 'assets/logo.11111111.svg': '<svg/>' }), to: served, now: 0 });
    for (let n = 2; n <= 4; n += 1) publishBuild({ from: remote(n), to: served, now: n * GRACE_MS });
    expect(fs.existsSync(path.join(served, 'assets'))).toBe(false);
  });

  it('removes a file no build lists only once it is a grace period old', () => {
    publishBuild({ from: remote(1), to: served, now: Date.now() });
    fs.writeFileSync(path.join(served, 'stray.12345678.js'), 'left over');
    publishBuild({ from: remote(2), to: served, now: Date.now() });
    expect(servedFiles()).toContain('stray.12345678.js');
    publishBuild({ from: remote(3), to: served, now: Date.now() + GRACE_MS });
    expect(servedFiles()).not.toContain('stray.12345678.js');
  });

  it('refuses a folder without a build', () => {
    expect(() => publishBuild({ from: build('empty', { 'x.js': '' }), to: served })).toThrow(
      /holds no build/,
    );
    expect(stagedBuildId(path.join(work, 'missing'))).toBeNull();
  });
});

describe('publishing a version', () => {
  it('puts the build in a folder of its own, named by its content, with a manifest that names it', () => {
    const first = publishVersion({ from: remote(1), to: served });
    expect(first.created).toBe(true);
    expect(first.version).toMatch(/^[0-9a-f]{12}$/);
    expect(first.version).toBe(stagedBuildId(path.join(work, 'build-1')));
    expect(read(`${first.version}/page.10000000.js`)).toBe('page 1');
    expect(JSON.parse(read(`${first.version}/mf-manifest.json`))).toEqual({
      build: 1,
      metaData: { publishedBuild: first.version },
    });
    expect(servedFiles()).toContain(`${first.version}/mf-manifest.json.br`);
    // Nothing outside the version's folder: which version is live is the registry's business.
    expect(servedFiles().every((file) => file.startsWith(`${first.version}/`))).toBe(true);
  });

  it('never overwrites a version: publishing it again changes nothing', () => {
    const { version } = publishVersion({ from: remote(1), to: served });
    const before = fs.statSync(path.join(served, version, 'page.10000000.js')).mtimeMs;
    fs.writeFileSync(path.join(work, 'build-1', 'page.10000000.js'), 'changed after publishing');
    const commit = 'abcdef1234567';
    expect(publishVersion({ from: path.join(work, 'build-1'), to: served, version: commit }).version).toBe(
      commit,
    );
    const again = publishVersion({ from: path.join(work, 'build-1'), to: served, version: commit });
    expect(again.created).toBe(false);
    expect(read(`${version}/page.10000000.js`)).toBe('page 1');
    expect(fs.statSync(path.join(served, version, 'page.10000000.js')).mtimeMs).toBe(before);
  });

  it('refuses a version name that is not a hash or a commit, and a folder with no remote build', () => {
    expect(() => publishVersion({ from: remote(1), to: served, version: '../shell' })).toThrow(/hex digits/);
    expect(() => publishVersion({ from: path.join(work, 'nothing'), to: served })).toThrow(/no remote build/);
  });

  it("refuses a manifest that names an entry, chunk or server entry outside the remote's own origin and version", () => {
    const manifest = (metaData: Record<string, unknown>, js = ['__federation_expose_routes.1a2b3c.js']) => ({
      metaData: {
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server/', type: 'commonjs-module' },
        ...metaData,
      },
      shared: [{ name: 'react', assets: { js: { sync: ['vendors.react.js'], async: [] } } }],
      exposes: [{ path: './routes', assets: { js: { sync: js, async: [] }, css: { sync: [], async: [] } } }],
    });
    expect(filesOutsideVersion(manifest({}))).toEqual([]);
    const foreign: [ReturnType<typeof manifest>, RegExp][] = [
      [
        manifest({ ssrRemoteEntry: { name: 'remoteEntry.js', path: 'http://127.0.0.1:7998/server/' } }),
        /ssrRemoteEntry/,
      ],
      [manifest({ remoteEntry: { name: 'remoteEntry.js', path: '//cdn.example.com/' } }), /remoteEntry/],
      [manifest({ remoteEntry: { name: '../../shell/remoteEntry.js', path: '' } }), /remoteEntry/],
      [manifest({ remoteEntry: { name: 'remoteEntry.js', path: '%2e%2e/' } }), /remoteEntry/],
      [manifest({ remoteEntry: { name: 'remoteEntry.js', path: '/' } }), /remoteEntry/],
      [manifest({ publicPath: 'https://elsewhere.example/' }), /publicPath/],
      [manifest({ getPublicPath: 'return "https://elsewhere.example/"' }), /getPublicPath/],
      [manifest({}, ['https://elsewhere.example/routes.js']), /expose \.\/routes/],
      [manifest({}, ['..\\..\\routes.js']), /expose/],
    ];
    for (const [bad, reason] of foreign) expect(filesOutsideVersion(bad).join(' ')).toMatch(reason);

    const from = remote(1, {
      'mf-manifest.json': JSON.stringify(
        manifest({ ssrRemoteEntry: { name: 'remoteEntry.js', path: 'http://127.0.0.1:7998/server/' } }),
      ),
    });
    expect(() => publishVersion({ from, to: served })).toThrow(
      /outside its version, so it was not published/,
    );
    expect(fs.existsSync(served)).toBe(false);
  });

  it('is left alone by an in-place publish, whatever its age; only the registry removes it', () => {
    const { version } = publishVersion({ from: remote(1), to: served });
    const old = new Date(Date.now() - 10 * GRACE_MS);
    fs.utimesSync(path.join(served, version, 'page.10000000.js'), old, old);
    publishBuild({ from: remote(2), to: served, now: Date.now() });
    expect(servedFiles()).toContain(`${version}/page.10000000.js`);
    removeVersions(served, [version, '../..']);
    expect(servedFiles().some((file) => file.startsWith(`${version}/`))).toBe(false);
    expect(fs.existsSync(work)).toBe(true);
  });
});

describe('the version pattern', () => {
  it('is the one of shared-contracts (the publish step runs without packages, so it keeps a copy)', () => {
    expect(VERSION_PATTERN.source).toBe(releaseVersions.VERSION_PATTERN.source);
    expect(VERSION_FOLDER.source).toBe(releaseVersions.VERSION_FOLDER.source);
    expect(VERSION_PATTERN.flags).toBe(releaseVersions.VERSION_PATTERN.flags);
  });
});
