import type { QueryClient } from '@tanstack/react-query';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../lib/runtime-config';
import { asComponentModule, type RemoteComponentModule } from '../federation/remotes';

/** A remote as one server render uses it: the version the page is rendered with, and its server entry. */
export interface PinnedRemote {
  name: RemoteName;
  /** The published build's id; the browser hydrates with the same build. */
  version: string;
  /** Absolute URL of the version's server entry (its manifest's `ssrRemoteEntry`). */
  ssrEntry: string;
}

/** What a remote's `./routes` may export beside its component: the data its first screen needs. */
export interface ServerRoutesModule extends RemoteComponentModule {
  prefetch?: (queryClient: QueryClient, url: URL) => Promise<unknown>;
}

interface LoadedVersion {
  module: Promise<ServerRoutesModule>;
  ssrEntry: string;
  usedAt: number;
}

/** How many versions of each remote stay loaded; older ones are let go, the newest first kept. */
export const KEPT_VERSIONS = 2;

const versions = new Map<string, LoadedVersion>();
/** Registering a remote replaces its previous registration, so loads are made one at a time. */
let loading: Promise<unknown> = Promise.resolve();

const keyOf = (remote: PinnedRemote, exposed: string) => `${remote.name}@${remote.version} ${exposed}`;

/**
 * One module the server build of one version of a remote exposes (`./<exposed>`: a page's `./routes`, the account's
 * `./SignInMarkup`), loaded through the federation runtime from the version's own server entry URL, and kept: every
 * later request pinned to that version gets the same module. A new version is a new URL and a new container beside the
 * old one (never MF's `revalidate()`, unreliable in production); a version no longer asked for is dropped once newer
 * ones have loaded, so memory stays flat across deploys.
 */
export function loadPinned(remote: PinnedRemote, exposed: string): Promise<ServerRoutesModule> {
  const key = keyOf(remote, exposed);
  const known = versions.get(key);
  if (known) {
    known.usedAt = Date.now();
    return known.module;
  }
  const module = loading.then(async () => {
    const instance = getInstance();
    if (!instance) throw new Error('The federation runtime has not started');
    // The runtime keeps a loaded container under the remote's name (the server entry's export) and would hand
    // the previous version back; the versions already loaded keep their own containers.
    Reflect.deleteProperty(globalThis, remote.name);
    instance.registerRemotes(
      [{ name: remote.name, entry: remote.ssrEntry, type: 'commonjs-module', entryGlobalName: remote.name }],
      { force: true },
    );
    const id = `${remote.name}/${exposed}`;
    return asComponentModule(remote.name, id, await instance.loadRemote<unknown>(id)) as ServerRoutesModule;
  });
  loading = module.catch(() => undefined);
  versions.set(key, { module, ssrEntry: remote.ssrEntry, usedAt: Date.now() });
  // A version that failed is tried again by the next request.
  module.catch(() => {
    if (versions.get(key)?.module === module) forget(key);
  });
  void module.then(
    () => dropOldVersions(remote.name),
    () => undefined,
  );
  return module;
}

/** Where the federation runtime keeps each entry it has loaded, by remote name and entry URL, for good. */
const runtimeLoads = () =>
  (globalThis as { __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown> })
    .__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {};

function forget(key: string) {
  const version = versions.get(key);
  if (!version) return;
  versions.delete(key);
  // Without this the runtime would hold every version's container, and its modules, for the life of the server.
  const loads = runtimeLoads();
  for (const load of Object.keys(loads))
    if (load.endsWith(version.ssrEntry)) Reflect.deleteProperty(loads, load);
}

function dropOldVersions(name: RemoteName) {
  const mine = [...versions.entries()]
    .filter(([key]) => key.startsWith(`${name}@`))
    .sort(([, a], [, b]) => b.usedAt - a.usedAt);
  for (const [key] of mine.slice(KEPT_VERSIONS)) forget(key);
}

/** The versions of each remote loaded now (for the server's status and its memory measurements). */
export const loadedVersions = (): string[] => [...versions.keys()];
