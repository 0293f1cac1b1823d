// Where a page's JavaScript comes from, read from the source maps each build leaves in its build folder (production
// builds use hidden-source-map: the maps are not served, and the scripts do not name them):
//   - libraries: packages from node_modules (react-dom, axios, the router…), except the federation runtime;
//   - federation: what composing at runtime adds (@module-federation/*, webpack's runtime and chunk loading, the
//     share tables and each remote's entry);
//   - shop code: the workspace's own sources (the shell, the remotes, shared-contracts, shop-runtime);
//   - second copies: the bytes of a source the page already has from another build (valibot in two remotes, the
//     bundler runtime in every remote entry, a kit component in the shell and a remote), counted inside the three
//     above and again here. What webpack generates for each build (its share tables, chunk loading) is not a copy.
// A script's gzip size is shared among its sources by their share of its characters (gzip does not compress
// every part equally, so this is an estimate to the tenth of a KB, not an exact split); characters no mapping
// covers (the bundler's module wrappers) go to the script's sources in the same proportions.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { stagedBuildId } from '../../scripts/lib/publish.mjs';

export const KINDS = ['libraries', 'federation', 'shop code'];
/** What `composition` reports for each route: the three kinds, then the second copies among them. */
export const COLUMNS = [...KINDS, 'second copies'];

/** `webpack://kasuwa_catalog/../node_modules/.pnpm/axios@1.13.2/node_modules/axios/lib/x.js` → `axios/lib/x.js`. */
export function normaliseSource(source) {
  const inStore = source.match(/node_modules\/\.pnpm\/[^/]+\/node_modules\/(.+)$/);
  if (inStore) return { path: inStore[1], library: true };
  const inModules = source.match(/node_modules\/(?!\.)(.+)$/);
  if (inModules) return { path: inModules[1], library: true };
  return { path: source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, ''), library: false };
}

export function kindOf(source) {
  const { path, library } = normaliseSource(source);
  if (path.startsWith('@module-federation/')) return 'federation';
  if (library) return 'libraries';
  if (isGenerated(path)) return 'federation';
  return 'shop code';
}

/**
 * webpack's own runtime modules ("webpack/runtime/consumes", "webpack/container-entry"), the federation entry it
 * generates and the external that reads the shell's runtime from the global: each build writes its own (its share
 * tables list its own modules), so two builds' modules of the same name are not copies of one source.
 */
function isGenerated(path) {
  return /^(webpack\/|external |.*\.federation\/entry)/.test(path);
}

/** Characters of `code` per source of its map. */
export function charactersBySource(code, map) {
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(map);
  const mappings = [];
  consumer.eachMapping((mapping) => mappings.push(mapping), null, SourceMapConsumer.GENERATED_ORDER);
  const counts = new Map();
  for (let i = 0; i < mappings.length; i++) {
    const { source, generatedLine, generatedColumn } = mappings[i];
    if (!source) continue;
    const next = mappings[i + 1];
    const end =
      next && next.generatedLine === generatedLine
        ? next.generatedColumn
        : (lines[generatedLine - 1]?.length ?? generatedColumn);
    counts.set(source, (counts.get(source) ?? 0) + Math.max(0, end - generatedColumn));
  }
  return counts;
}

/**
 * Reads a served script's map from the folder its build was written to: `buildDirs` names the build folder of each
 * origin (the shell's, each remote's). A remote's entry published under its build's own name
 * (`remoteEntry.<build>.js`, which a server-rendered page names) is that build's `remoteEntry.js`. A script from
 * another origin or another build, or without a map there, has none.
 *
 * @param {Record<string, string>} buildDirs origin → build folder
 * @returns {(scriptUrl: string) => Promise<string | null>}
 */
export function mapsFromBuilds(buildDirs) {
  return async (scriptUrl) => {
    const url = new URL(scriptUrl);
    if (!buildDirs[url.origin]) return null;
    const dir = path.resolve(buildDirs[url.origin]);
    const read = (name) => {
      const file = path.join(dir, `${name}.map`);
      return file.startsWith(dir + path.sep) && existsSync(file) ? readFileSync(file, 'utf8') : null;
    };
    const name = decodeURIComponent(url.pathname);
    const published = /^(.*\/remoteEntry)\.([0-9a-f]{12})\.js$/.exec(name);
    if (published && published[2] === stagedBuildId(dir)) return read(`${published[1]}.js`);
    return read(name);
  };
}

/**
 * Gzip bytes per source for one script: `{ origin, sources: Map<path, { kind, gzip }> }`, or null without a map.
 * `origin` tells builds apart (the same source in two builds is two copies; within one build it is one).
 *
 * @param {{ url: string, code: string, gzip: number }} script
 * @param {(scriptUrl: string) => Promise<string | null>} readMap the script's source map (see `mapsFromBuilds`)
 */
export async function attributeScript(script, readMap) {
  const mapText = await readMap(script.url);
  if (!mapText) return null;
  const counts = charactersBySource(script.code, JSON.parse(mapText));
  const mapped = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const sources = new Map();
  for (const [source, characters] of counts) {
    const { path } = normaliseSource(source);
    const entry = sources.get(path) ?? { kind: kindOf(source), gzip: 0 };
    entry.gzip += mapped ? (script.gzip * characters) / mapped : 0;
    sources.set(path, entry);
  }
  return { origin: new URL(script.url).origin, sources };
}

/**
 * The page's bytes by kind, for the scripts that `include` selects, and `secondCopies`: the sources sent by more
 * than one build, with the bytes beyond the largest copy. Scripts without a map count as shop code of
 * their own origin (none of the shop's builds ships one; a third-party script would).
 */
export function composition(attributed, include = () => true) {
  const totals = Object.fromEntries(COLUMNS.map((column) => [column, 0]));
  const copies = new Map();
  for (const { script, attribution } of attributed) {
    if (!include(script)) continue;
    if (!attribution) {
      totals['shop code'] += script.gzip;
      continue;
    }
    for (const [path, { kind, gzip }] of attribution.sources) {
      totals[kind] += gzip;
      if (isGenerated(path)) continue;
      const byOrigin = copies.get(path) ?? new Map();
      byOrigin.set(attribution.origin, (byOrigin.get(attribution.origin) ?? 0) + gzip);
      copies.set(path, byOrigin);
    }
  }
  const secondCopies = [];
  for (const [path, byOrigin] of copies) {
    if (byOrigin.size < 2) continue;
    const sizes = [...byOrigin.values()];
    const extra = sizes.reduce((a, b) => a + b, 0) - Math.max(...sizes);
    totals['second copies'] += extra;
    secondCopies.push({ path, gzip: extra, builds: byOrigin.size });
  }
  // Which sources the second copies are, largest first.
  return { ...totals, secondCopies: secondCopies.sort((a, b) => b.gzip - a.gzip) };
}
