import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName, RuntimeConfig } from 'shared-contracts';
import { manifestUrl } from '../app/runtime-config';

type Remote = { name: string; entry: string };
let registered: Remote[] = [];

/** Registers every remote of the runtime config by its manifest URL; the shell knows no remote URL at build time. */
export function registerShopRemotes(config: RuntimeConfig): void {
  registered = (Object.entries(config.remotes) as [RemoteName, string][]).map(([name, url]) => ({
    name,
    entry: manifestUrl(url),
  }));
  const instance = getInstance();
  if (instance) instance.registerRemotes(registered);
  else registerRemotes(registered);
}

/** Before a retry, forget what failed so the manifest and entry are fetched afresh. */
function resetRemote(remote: RemoteName): void {
  const entry = registered.find((item) => item.name === remote);
  if (!entry) return;
  const instance = getInstance();
  if (instance) instance.registerRemotes([entry], { force: true });
  else registerRemotes([entry], { force: true });
}

export interface RemoteComponentModule {
  default: ComponentType;
  remoteUnavailable?: true;
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
  fresh: boolean,
): Promise<RemoteComponentModule> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  if (fresh) resetRemote(remote);
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
