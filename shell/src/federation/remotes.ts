import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName, RuntimeConfig } from 'shared-contracts';
import { manifestUrl } from '../app/runtime-config';

type Remote = { name: string; entry: string };

/** The runtime config's remotes as the federation runtime wants them: a name and a manifest URL each. */
export const remotesOf = (config: RuntimeConfig): Remote[] =>
  Object.entries(config.remotes).map(([name, url]) => ({ name, entry: manifestUrl(url) }));

/** Registers every remote of the runtime config by its manifest URL; the shell knows no remote URL at build time. */
export function registerShopRemotes(config: RuntimeConfig): void {
  const instance = getInstance();
  if (instance) instance.registerRemotes(remotesOf(config));
  else registerRemotes(remotesOf(config));
}

/** Forgets what the runtime cached of a remote (manifest, entry, modules), so its next load fetches them afresh. */
export function refreshRemote(remote: RemoteName): void {
  const instance = getInstance();
  const registered = instance?.options.remotes.find((item) => item.name === remote);
  if (instance && registered) instance.registerRemotes([{ ...registered }], { force: true });
}

export interface RemoteComponentModule {
  default: ComponentType;
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

/** Loads `<remote>/<module>`; anything that is not a module with a component default export is an error. */
export async function loadRemoteComponent(
  remote: RemoteName,
  module: string,
): Promise<RemoteComponentModule> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let loaded: unknown;
  try {
    loaded = await loadRemote<unknown>(id);
  } catch (error) {
    throw new RemoteLoadError(remote, id, error);
  }
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
