// What a remote's build must be to run in the shop's shell, checked before it is published as a version
// (docs/releases.md): a manifest that parses, a `./routes` expose, and shared singletons the shell's copies satisfy,
// shop-runtime above all (one per page, its major is its API).
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** Reads a manifest; throws a sentence saying what is wrong with it. */
export function readManifest(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`There is no ${path.basename(file)} in ${path.dirname(file)}: build the remote first.`);
  }
  return parseManifest(text, file);
}

/** A manifest's text, parsed and checked to be one; `where` names it in the error. */
export function parseManifest(text, where) {
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} does not parse: ${error instanceof Error ? error.message : error}`);
  }
  if (!manifest || typeof manifest !== 'object' || !Array.isArray(manifest.shared) || !manifest.metaData)
    throw new Error(`${where} is not a Module Federation manifest (no metaData or shared list).`);
  return manifest;
}

const exposeName = (expose) => `./${String(expose?.path ?? expose?.name ?? '').replace(/^\.\//, '')}`;

/**
 * Why `remote` (a parsed manifest) cannot run beside `shell` (the shell's parsed manifest): a list of sentences,
 * empty when it can.
 */
export function incompatibilities(remote, shell) {
  const problems = [];
  const exposes = Array.isArray(remote.exposes) ? remote.exposes.map(exposeName) : [];
  if (!exposes.includes('./routes'))
    problems.push(
      `It exposes no ./routes, which is what the shell loads (it exposes ${exposes.join(', ') || 'nothing'}).`,
    );
  const provided = new Map(shell.shared.map((share) => [share.name, share.version]));
  for (const share of remote.shared) {
    const version = provided.get(share.name);
    const range = share.requiredVersion;
    if (!version || typeof range !== 'string' || range === '*' || range === '') continue;
    if (share.name === 'shop-runtime') {
      const wanted = semver.minVersion(range);
      if (wanted && wanted.major !== semver.major(version)) {
        problems.push(
          `It is built for shop-runtime ${wanted.major}.x (${range}); the shell runs shop-runtime ${version}, another major.`,
        );
        continue;
      }
    }
    if (!semver.satisfies(version, range))
      problems.push(`It needs ${share.name} ${range}; the shell provides ${version}.`);
  }
  return problems;
}
