import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countLines, countTests, packageDensity } from './lib/test-density.mjs';

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'kasuwa-density-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    fs.writeFileSync(path.join(work, file), content);
  }
}

it('counts it and test declarations, an it.each once, and neither skipped tests nor what only looks like one', () => {
  const text = [
    "it('adds', () => {});",
    "test.skip('later', () => {});",
    "xit('later too', () => {});",
    "describe('group', () => {",
    '  it.each([',
    "    ['a', 1],",
    "    ['b', 2],",
    "  ])('reads %s', () => {});",
    "  test.only ('spaced', () => {});",
    '});',
    'submit(); visit(); jest.fn(); latest(); obj.it(1);',
  ].join('\n');
  expect(countTests(text)).toBe(3);
  expect(countTests('')).toBe(0);
});

it('counts lines as an editor numbers them', () => {
  expect(countLines('')).toBe(0);
  expect(countLines('one')).toBe(1);
  expect(countLines('one\ntwo\n')).toBe(2);
  expect(countLines('one\n\nthree')).toBe(3);
});

it("gives a package's tests per 1,000 lines of its source, leaving out tests, test helpers and builds", () => {
  write({
    'src/a.ts': 'x\n'.repeat(300),
    'src/b/c.tsx': 'y\n'.repeat(100),
    'src/types.d.ts': 'z\n'.repeat(50),
    'src/testing/render.tsx': 'helper\n'.repeat(40),
    'src/a.test.ts': "it('one', () => {});\nit('two', () => {});\n",
    'src/b/c.test.tsx': "test('three', () => {});\n",
    'src/styles.css': 'body {}\n'.repeat(20),
    'dist/bundle.ts': 'built\n'.repeat(1000),
  });
  expect(packageDensity(work)).toEqual({ tests: 3, lines: 400, perThousand: 7.5 });
});

it('says nothing for a folder without src', () => {
  expect(packageDensity(work)).toBeUndefined();
});
