import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteFallback, remoteNameOf } from './fallback-registry';

/**
 * When a remote module cannot be loaded (manifest, entry or chunk unreachable), answer a module whose default
 * export renders the "unavailable" section instead of throwing, so a dead remote never white-screens the shop.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kasuwa-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = remoteNameOf(args.id, args.remote?.name);
      if (!remote) return undefined;
      console.error(`[kasuwa] ${args.id} could not be loaded`, args.error);
      return remoteFallback(remote);
    },
  };
}
