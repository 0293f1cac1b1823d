import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { incompatibilities, readManifest } from './lib/release-checks.mjs';

describe('release checks', () => {
  const shell = {
    shared: [
      { name: 'react', version: '19.3.1' },
      { name: 'shop-runtime', version: '1.1.0' },
      { name: 'jotai', version: '2.20.3' },
    ],
  };
  const remote = (shared: { name: string; requiredVersion: string }[], exposes = [{ path: './routes' }]) => ({
    metaData: {},
    exposes,
    shared,
  });

  it('passes a build whose shared ranges the shell satisfies', () => {
    const ok = remote([
      { name: 'react', requiredVersion: '^19.2.0' },
      { name: 'shop-runtime', requiredVersion: '^1.1.0' },
      { name: 'valibot', requiredVersion: '^1.0.0' },
    ]);
    expect(incompatibilities(ok, shell)).toEqual([]);
  });

  it('names each reason a build cannot run in the shell', () => {
    const bad = remote(
      [
        { name: 'react', requiredVersion: '^19.4.0' },
        { name: 'shop-runtime', requiredVersion: '^2.0.0' },
      ],
      [{ path: './AuthDialogs' }],
    );
    expect(incompatibilities(bad, shell)).toEqual([
      'It exposes no ./routes, which is what the shell loads (it exposes ./AuthDialogs).',
      'It needs react ^19.4.0; the shell provides 19.3.1.',
      'It is built for shop-runtime 2.x (^2.0.0); the shell runs shop-runtime 1.1.0, another major.',
    ]);
  });

  it('says when a manifest is missing or does not parse', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kasuwa-checks-'));
    try {
      expect(() => readManifest(path.join(dir, 'mf-manifest.json'))).toThrow(/build the remote first/);
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"metaData": ');
      expect(() => readManifest(path.join(dir, 'mf-manifest.json'))).toThrow(/does not parse/);
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name": "x"}');
      expect(() => readManifest(path.join(dir, 'mf-manifest.json'))).toThrow(
        /not a Module Federation manifest/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
