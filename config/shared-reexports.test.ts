import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { REEXPORTS, readList, scanSources } from './shared-reexports.mjs';

const root = path.resolve(__dirname, '..');
const list: Record<string, string[]> = readList(root);

/** The names an ES module file exports through `export { ... }` declarations (what the production builds use). */
function exportedNames(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names = new Set<string>();
  for (const statement of source.statements)
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const element of statement.exportClause.elements) names.add(element.name.text);
  return names;
}

describe('libraries shared as a re-export of the names the shop uses (config/shared-reexports.json)', () => {
  const { names, problems } = scanSources(root);

  it('finds the imports it checks', () => {
    expect(names['react-router-dom'].size).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(REEXPORTS))(
    'lists every name a front-end imports from %s (else run npm run generate:shared-reexports)',
    (library) => {
      const missing = [...names[library]].filter((name) => !list[library]?.includes(name));
      expect(missing).toEqual([]);
    },
  );

  it.each(Object.keys(REEXPORTS))('lists only names that %s really exports', (library) => {
    const spec = REEXPORTS[library as keyof typeof REEXPORTS];
    const unknown = (list[library] ?? []).filter(
      (name) => !exportedNames(spec.fileOf(name, path.join(root, 'shell'))).has(name),
    );
    expect(unknown).toEqual([]);
  });

  it('sees value imports, aliases and re-exports, skips types, and refuses what it cannot check', () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'kasuwa-reexports-'));
    try {
      mkdirSync(path.join(tmp, 'mf-demo/src/app'), { recursive: true });
      writeFileSync(path.join(tmp, 'mf-demo/package.json'), '{}');
      writeFileSync(
        path.join(tmp, 'mf-demo/src/app/page.tsx'),
        [
          "import { useFetcher, Link as RouterLink, type Location } from 'react-router-dom';",
          "import type { NavigateFunction } from 'react-router-dom';",
          "export { useMatches } from 'react-router-dom';",
          "import * as utils from 'jotai/utils';",
        ].join('\n'),
      );
      const scanned = scanSources(tmp);
      expect([...scanned.names['react-router-dom']].sort()).toEqual(['Link', 'useFetcher', 'useMatches']);
      expect(scanned.problems).toEqual(['mf-demo/src/app/page.tsx: jotai/utils is imported as a namespace']);
      // Names the shop does not use yet are exactly what the check reports.
      expect(
        [...scanned.names['react-router-dom']].filter((name) => !list['react-router-dom']?.includes(name)),
      ).toEqual(['useFetcher', 'useMatches']);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
