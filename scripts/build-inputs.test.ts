import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInputsHash as hash, builtFrom as built, recordBuild as record } from './lib/build-inputs.mjs';

/** A small workspace: two front-ends on a shared package, the webpack config and a lockfile. */
function workspace() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kasuwa-build-inputs-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package.json', '{}');
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  write('config/webpack/common.mjs', 'export default {};\n');
  write('shared-contracts/package.json', '{"name":"shared-contracts"}');
  write('shared-contracts/src/money.ts', 'export const naira = 1;\n');
  write('mf-cart/package.json', '{"dependencies":{"shared-contracts":"workspace:^"}}');
  write('mf-cart/src/cart.tsx', 'export const Cart = 1;\n');
  write('mf-admin/package.json', '{"dependencies":{}}');
  write('mf-admin/src/admin.tsx', 'export const Admin = 1;\n');
  return { root, write };
}

describe("a front-end's build inputs", () => {
  it('change with its sources, the packages it depends on, the webpack config and the lockfile, and nothing else', () => {
    const { root, write } = workspace();
    try {
      const cart = hash(root, 'mf-cart');
      const admin = hash(root, 'mf-admin');
      // What builds, tests and installs write leaves them as they were.
      write('mf-cart/build/remoteEntry.js', 'built');
      write('mf-cart/node_modules/x/index.js', 'installed');
      write('mf-cart/src/cart.test.tsx', 'test');
      expect(hash(root, 'mf-cart')).toBe(cart);
      write('shared-contracts/src/money.ts', 'export const naira = 2;\n');
      const afterShared = hash(root, 'mf-cart');
      expect(afterShared).not.toBe(cart);
      // mf-admin does not depend on shared-contracts here.
      expect(hash(root, 'mf-admin')).toBe(admin);
      write('config/webpack/common.mjs', 'export default { mode: 1 };\n');
      expect(hash(root, 'mf-admin')).not.toBe(admin);
      const beforeLock = hash(root, 'mf-cart');
      write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n# another version\n');
      expect(hash(root, 'mf-cart')).not.toBe(beforeLock);
      const beforeNewFile = hash(root, 'mf-cart');
      write('mf-cart/src/checkout.tsx', 'export const Checkout = 1;\n');
      expect(hash(root, 'mf-cart')).not.toBe(beforeNewFile);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('is recorded with the build, which counts as up to date only for the same inputs', () => {
    const { root, write } = workspace();
    try {
      const inputs = hash(root, 'mf-cart');
      expect(built(root, 'mf-cart', inputs)).toBe(false);
      write('mf-cart/build/remoteEntry.js', 'built');
      record(root, 'mf-cart', inputs);
      expect(built(root, 'mf-cart', inputs)).toBe(true);
      write('mf-cart/src/cart.tsx', 'export const Cart = 2;\n');
      expect(built(root, 'mf-cart', hash(root, 'mf-cart'))).toBe(false);
      // A clean build removes the record with the rest of the output.
      fs.rmSync(path.join(root, 'mf-cart/build'), { recursive: true });
      expect(built(root, 'mf-cart', inputs)).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
