// Publishes a built front-end into the folder its origin serves, without breaking the tabs that still run an
// earlier build: hashed files are added beside the old ones, only the entry points switch over (each by an atomic
// rename), and files are removed only when none of the last builds uses them and they have been unused for a day.
// Plain Node, no dependencies: it also runs in the deployment's publish step.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const HISTORY_FILE = '.publish-history.json';
export const KEEP_BUILDS = 3;
export const GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * The files that name the current build, in the order they switch over: the manifest last, because the shell
 * reads it first and it points at remoteEntry.js. Their precompressed copies (.br, .gz) switch just before them.
 */
const ENTRY_POINTS = ['mf-stats.json', 'remoteEntry.js', 'index.html', 'mf-manifest.json'];
const VARIANTS = /\.(br|gz)$/;
const entryRank = (file) => ENTRY_POINTS.indexOf(file.replace(VARIANTS, ''));
export const isEntryPoint = (file) => entryRank(file) !== -1;

/** @typedef {{ id: string, publishedAt: number, files: string[] }} PublishedBuild */

/** Every file under `dir`, as sorted POSIX paths relative to it. */
function listFiles(dir, prefix = '') {
  const files = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(dir, relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

/** A build's id: a digest of its file names and contents, so publishing the same build twice changes nothing. */
function buildId(dir, files) {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

/** @returns {PublishedBuild[]} newest first */
export function readHistory(to) {
  try {
    const history = JSON.parse(fs.readFileSync(path.join(to, HISTORY_FILE), 'utf8'));
    return Array.isArray(history) ? history : [];
  } catch {
    return [];
  }
}

/** Writes `data` to `file` so that a reader sees the old content or the new, never a part. */
function writeAtomically(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.publishing`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

/** Copies one file unless the target already holds the same bytes; returns whether it wrote. */
function copyFile(from, to, file) {
  const source = fs.readFileSync(path.join(from, file));
  const target = path.join(to, file);
  if (fs.existsSync(target) && fs.readFileSync(target).equals(source)) return false;
  writeAtomically(target, source);
  return true;
}

/** The id of the build `from` holds, or null when it holds none. */
export function stagedBuildId(from) {
  if (!fs.existsSync(from)) return null;
  const files = listFiles(from);
  return files.some(isEntryPoint) ? buildId(from, files) : null;
}

/**
 * Which published builds, and which of their files, must stay: the newest `keepBuilds`, and any build that was
 * replaced less than `graceMs` ago (a tab opened on it may still ask for its chunks).
 */
export function retainedBuilds(history, now, { keepBuilds = KEEP_BUILDS, graceMs = GRACE_MS } = {}) {
  return history.filter(
    (build, index) => index === 0 || index < keepBuilds || now - history[index - 1].publishedAt < graceMs,
  );
}

/**
 * @param {object} o
 * @param {string} o.from   the build output (webpack's output.path)
 * @param {string} o.to     the folder the front-end's origin serves
 * @param {number} [o.now]
 * @param {number} [o.keepBuilds]
 * @param {number} [o.graceMs]
 */
export function publishBuild({ from, to, now = Date.now(), keepBuilds = KEEP_BUILDS, graceMs = GRACE_MS }) {
  const files = fs.existsSync(from) ? listFiles(from) : [];
  if (!files.some(isEntryPoint))
    throw new Error(`${from} holds no build (no mf-manifest.json or index.html)`);
  const id = buildId(from, files);
  fs.mkdirSync(to, { recursive: true });

  // 1. Everything the new build needs, beside the files of the builds that open tabs still run.
  let copied = 0;
  for (const file of files.filter((f) => !isEntryPoint(f))) if (copyFile(from, to, file)) copied += 1;

  // 1b. This build's entry points under names of their own, which never change (see `versionedEntryPoints`).
  const versioned = versionedEntryPoints(from, to, files, id);

  // 2. Precompressed copies of an entry point that the new build does not have would be served in its place.
  for (const file of listFiles(to).filter((f) => isEntryPoint(f) && VARIANTS.test(f))) {
    if (!files.includes(file)) fs.rmSync(path.join(to, file));
  }

  // 3. The switch-over: each entry point by an atomic rename, precompressed copies first, the manifest last.
  const entries = files
    .filter(isEntryPoint)
    .sort((a, b) => entryRank(a) - entryRank(b) || Number(!VARIANTS.test(a)) - Number(!VARIANTS.test(b)));
  for (const file of entries) {
    const rewritten = versioned.rewrites.get(file);
    if (rewritten) writeAtomically(path.join(to, file), rewritten);
    else if (copyFile(from, to, file)) copied += 1;
  }

  // 4. History, then prune what no retained build uses and nothing has used for the grace period.
  const previous = readHistory(to);
  const history =
    previous[0]?.id === id
      ? previous
      : [{ id, publishedAt: now, files: [...files, ...versioned.files] }, ...previous];
  const retained = retainedBuilds(history, now, { keepBuilds, graceMs });
  const keep = new Set(retained.flatMap((build) => build.files));
  const known = new Set(history.flatMap((build) => build.files));
  const pruned = [];
  for (const file of listFiles(to)) {
    // A release's version folder is the release registry's to remove (see `publishVersion`).
    if (file === HISTORY_FILE || keep.has(file) || VERSION_FOLDER.test(file)) continue;
    // A file no build lists (left by an older publisher or a crash) goes once it is a grace period old.
    const unused = known.has(file) || now - fs.statSync(path.join(to, file)).mtimeMs >= graceMs;
    if (!unused) continue;
    fs.rmSync(path.join(to, file));
    pruned.push(file);
  }
  removeEmptyFolders(to);
  writeAtomically(path.join(to, HISTORY_FILE), `${JSON.stringify(retained, null, 1)}\n`);
  return { id, copied, pruned, unchanged: previous[0]?.id === id };
}

/** The file and its precompressed copies, as written for a served folder. */
function compressedCopies(file, data) {
  return new Map([
    [file, data],
    [`${file}.gz`, zlib.gzipSync(data, { level: 9 })],
    [`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
  ]);
}

/**
 * A remote's build published under names of its own: `remoteEntry.<id>.js`, its server entry
 * `server/remoteEntry.<id>.js`, and `mf-manifest.<id>.json` naming both, with the build's id as
 * `metaData.publishedBuild`. `mf-manifest.json` is rewritten the same way, so whoever reads the current
 * manifest learns which build it is; a server that renders a page with one build writes that build's own
 * manifest into the page, and the browser hydrates with exactly it, whatever is published meanwhile.
 * These files never change, so they are cached for good.
 */
function versionedEntryPoints(from, to, files, id) {
  const none = { files: [], rewrites: new Map() };
  if (!files.includes('mf-manifest.json')) return none;
  const manifest = JSON.parse(fs.readFileSync(path.join(from, 'mf-manifest.json'), 'utf8'));
  const meta = manifest.metaData ?? {};
  // The shell's manifest names no entry: it exposes nothing.
  if (!meta.remoteEntry?.name) return none;
  const entry = `remoteEntry.${id}.js`;
  const written = new Map();
  const copyAs = (source, target) => {
    if (!fs.existsSync(path.join(from, source))) return false;
    for (const [name, data] of compressedCopies(target, fs.readFileSync(path.join(from, source))))
      written.set(name, data);
    return true;
  };
  copyAs(meta.remoteEntry.name, entry);
  const ssr = meta.ssrRemoteEntry;
  const ssrPath = ssr ? `${ssr.path ?? ''}${ssr.name}` : null;
  const hasServer = ssrPath !== null && copyAs(ssrPath, `${ssr.path ?? ''}${entry}`);
  const pinned = {
    ...manifest,
    metaData: {
      ...meta,
      publishedBuild: id,
      remoteEntry: { ...meta.remoteEntry, name: entry },
      ...(hasServer ? { ssrRemoteEntry: { ...ssr, name: entry } } : {}),
    },
  };
  const json = `${JSON.stringify(pinned, null, 2)}\n`;
  for (const [name, data] of compressedCopies(`mf-manifest.${id}.json`, json)) written.set(name, data);
  for (const [file, data] of written) {
    const target = path.join(to, file);
    if (!fs.existsSync(target)) writeAtomically(target, data);
  }
  return { files: [...written.keys()], rewrites: compressedCopies('mf-manifest.json', json) };
}

function removeEmptyFolders(dir, isRoot = true) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(path.join(dir, entry.name), false);
  }
  if (!isRoot && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

/**
 * A version's folder name: its build's content hash (or a commit), 7 to 40 lowercase hex digits. The one definition
 * is shared-contracts/src/schemas/release-versions.ts; this file runs in the deployment's publish step with plain
 * Node and no packages, so it cannot import TypeScript, and scripts/publish.test.ts holds these two equal to it.
 */
export const VERSION_PATTERN = /^[0-9a-f]{7,40}$/;
export const VERSION_FOLDER = /^[0-9a-f]{7,40}\//;

/**
 * Whether `file` (a manifest's entry, chunk or server entry, with its folder) is a plain relative path, which
 * resolves inside the version's own folder on the remote's own origin: no scheme or `//` (another origin), no
 * leading `/` (the origin's root, outside the version), no `..` or `\\`, encoded or not.
 */
function insideVersion(file) {
  if (typeof file !== 'string' || file === '') return false;
  let decoded = file;
  try {
    decoded = decodeURIComponent(file);
  } catch {
    return false;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded) || /^[/\\]/.test(decoded) || decoded.includes('\\')) return false;
  return !decoded.split('/').includes('..');
}

/**
 * Every entry, chunk and server entry a remote's manifest names outside the remote's own origin and version folder,
 * as sentences (empty when there is none). The shop loads and runs what a manifest names, so a version must carry
 * everything it runs: code from elsewhere could change under an immutable version's name.
 */
export function filesOutsideVersion(manifest) {
  const meta = manifest?.metaData ?? {};
  const problems = [];
  const publicPath = meta.publicPath;
  if (publicPath !== undefined && publicPath !== 'auto' && publicPath !== '' && publicPath !== './')
    problems.push(
      `Its publicPath is ${JSON.stringify(publicPath)}: a version's files load from its own folder ("auto").`,
    );
  if (meta.getPublicPath !== undefined)
    problems.push('It sets getPublicPath: a version loads its files from its own folder, not from code.');
  const named = [];
  for (const [what, entry] of [
    ['remoteEntry', meta.remoteEntry],
    ['ssrRemoteEntry', meta.ssrRemoteEntry],
  ]) {
    if (entry) named.push([what, `${entry.path ?? ''}${entry.name ?? ''}`]);
  }
  const assetsOf = (owner, assets) => {
    for (const kind of ['js', 'css'])
      for (const when of ['sync', 'async'])
        for (const file of assets?.[kind]?.[when] ?? []) named.push([owner, file]);
  };
  for (const expose of Array.isArray(manifest?.exposes) ? manifest.exposes : [])
    assetsOf(`expose ${expose?.path ?? expose?.name}`, expose?.assets);
  for (const share of Array.isArray(manifest?.shared) ? manifest.shared : [])
    assetsOf(`shared ${share?.name}`, share?.assets);
  for (const [what, file] of named)
    if (!insideVersion(file))
      problems.push(`Its ${what} names ${JSON.stringify(file)}, outside the version's own folder.`);
  return problems;
}

/**
 * Publishes a remote's build as an immutable version (docs/releases.md): its files in `<to>/<version>/`, where
 * nothing is ever overwritten, and its manifest naming the version as `metaData.publishedBuild`. Publishing the
 * same build again changes nothing. Which version the shop loads is the release registry's business, not this.
 *
 * @param {object} o
 * @param {string} o.from  the build output
 * @param {string} o.to    the folder the remote's origin serves
 * @param {string} [o.version] a commit, say; the build's content hash by default
 * @returns {{ version: string, folder: string, created: boolean }}
 */
export function publishVersion({ from, to, version }) {
  const files = fs.existsSync(from) ? listFiles(from) : [];
  if (!files.includes('mf-manifest.json'))
    throw new Error(`${from} holds no remote build (no mf-manifest.json)`);
  const id = version ?? buildId(from, files);
  if (!VERSION_PATTERN.test(id))
    throw new Error(`A version is 7 to 40 lowercase hex digits (a content hash or a commit), not "${id}"`);
  const manifest = JSON.parse(fs.readFileSync(path.join(from, 'mf-manifest.json'), 'utf8'));
  const outside = filesOutsideVersion(manifest);
  if (outside.length > 0)
    throw new Error(
      [
        `${from} names files outside its version, so it was not published:`,
        ...outside.map((p) => `  - ${p}`),
      ].join('\n'),
    );
  const folder = path.join(to, id);
  if (fs.existsSync(path.join(folder, 'mf-manifest.json'))) return { version: id, folder, created: false };
  // Written beside the served folder's versions under a name no reader asks for, then renamed into place whole.
  const staging = path.join(to, `.${id}.${process.pid}.publishing`);
  fs.rmSync(staging, { recursive: true, force: true });
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    fs.copyFileSync(path.join(from, file), path.join(staging, file));
  }
  const json = `${JSON.stringify({ ...manifest, metaData: { ...manifest.metaData, publishedBuild: id } }, null, 2)}\n`;
  for (const [name, data] of compressedCopies('mf-manifest.json', json))
    fs.writeFileSync(path.join(staging, name), data);
  try {
    fs.renameSync(staging, folder);
  } catch (error) {
    // Another publish of the same build got there first: the same files are in place.
    fs.rmSync(staging, { recursive: true, force: true });
    if (fs.existsSync(path.join(folder, 'mf-manifest.json'))) return { version: id, folder, created: false };
    throw error;
  }
  return { version: id, folder, created: true };
}

/** Removes the folders of versions the registry has let go (unused for the grace period). */
export function removeVersions(to, versions) {
  for (const version of versions) {
    if (!VERSION_PATTERN.test(version)) continue;
    fs.rmSync(path.join(to, version), { recursive: true, force: true });
  }
}
