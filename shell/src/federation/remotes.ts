import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { settled } from 'shared-contracts/lazy-page';
import type { RemoteName, RuntimeConfig } from '../lib/runtime-config';
import { manifestUrl } from '../lib/runtime-config';
import telemetryPlugin, { startRemoteTelemetry } from './telemetry-plugin';

type Remote = { name: string; entry: string };

/** The runtime config's remotes as the federation runtime wants them: a name and a manifest URL each. */
export const remotesOf = (config: RuntimeConfig): Remote[] =>
  Object.entries(config.remotes).map(([name, url]) => ({ name, entry: manifestUrl(url) }));

let reporting = false;

/**
 * Registers every remote of the runtime config by its manifest URL; the shell knows no remote URL at build time.
 * In the browser, each remote's loads and failures are reported from then on (telemetry-plugin.ts).
 */
export function registerShopRemotes(config: RuntimeConfig): void {
  const instance = getInstance();
  if (instance) instance.registerRemotes(remotesOf(config));
  else registerRemotes(remotesOf(config));
  if (startRemoteTelemetry(config.apiBaseUrl, config.remotes, config.telemetryToken) && !reporting) {
    reporting = true;
    getInstance()?.registerPlugins([telemetryPlugin()]);
  }
}

/** Modules already loaded, by id: a page that hydrates renders them without waiting for a promise. */
const loadedModules = new Map<string, RemoteComponentModule>();

/** Forgets what the runtime cached of a remote (manifest, entry, modules), so its next load fetches them afresh. */
export function refreshRemote(remote: RemoteName): void {
  for (const id of loadedModules.keys()) if (id.startsWith(`${remote}/`)) loadedModules.delete(id);
  const instance = getInstance();
  const registered = instance?.options.remotes.find((item) => item.name === remote);
  if (instance && registered) instance.registerRemotes([{ ...registered }], { force: true });
}

export interface RemoteComponentModule {
  default: ComponentType;
  /**
   * Fetches the code of the page at `pathname` (a remote's routes module whose pages load lazily), so the browser
   * hydrates that page with the rest instead of suspending there.
   */
  preload?: (pathname: string) => Promise<void>;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly id: string,
    cause?: unknown,
  ) {
    super(`${id} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

const moduleId = (remote: RemoteName, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

/** Loads `<remote>/<module>`, at once when it is already loaded (see `settled`). */
export function loadRemoteComponent(remote: RemoteName, module: string): PromiseLike<RemoteComponentModule> {
  const loaded = loadedModules.get(moduleId(remote, module));
  return loaded ? settled(loaded) : fetchRemoteComponent(remote, module);
}

/** Fetches `<remote>/<module>`; anything that is not a module with a component default export is an error. */
export async function fetchRemoteComponent(
  remote: RemoteName,
  module: string,
): Promise<RemoteComponentModule> {
  const id = moduleId(remote, module);
  let loaded: unknown;
  try {
    loaded = await loadRemote<unknown>(id);
  } catch (error) {
    throw new RemoteLoadError(remote, id, error);
  }
  const checked = asComponentModule(remote, id, loaded);
  loadedModules.set(id, checked);
  return checked;
}

/** What a remote answered for `id`, if it is a module whose default export is a component; else an error. */
export function asComponentModule(remote: RemoteName, id: string, loaded: unknown): RemoteComponentModule {
  if (loaded && typeof loaded === 'object' && 'default' in loaded) {
    const component = loaded.default;
    if (typeof component === 'function' || (typeof component === 'object' && component !== null)) {
      return loaded as RemoteComponentModule;
    }
  }
  throw new RemoteLoadError(remote, id, new Error('The module has no default export'));
}

/** A remote (or one of its chunks) that could not be fetched, as opposed to a page that failed to render. */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'RemoteLoadError' || error.name === 'ChunkLoadError') return true;
  // The federation runtime's own codes (RUNTIME-00x: entry, manifest or expose not loaded) and webpack's
  // chunk message, when a remote's lazy page fails after its entry had loaded.
  return /RUNTIME-00[1-9]|Loading (CSS )?chunk .+ failed/.test(error.message);
}
