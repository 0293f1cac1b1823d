import type { RemoteName } from 'shared-contracts/runtime-config';

/**
 * What a remote that cannot load is replaced with. The runtime plugin runs before shared modules (React) are
 * resolved, so it must not import them; the app registers the fallback here once React is up.
 */
export interface RemoteFallbackModule {
  __esModule: true;
  default: unknown;
  remoteUnavailable: true;
}
export type RemoteFallbackFactory = (remote: RemoteName) => RemoteFallbackModule;

const KEY = Symbol.for('kasuwa.remoteFallback');
type Holder = { [KEY]?: RemoteFallbackFactory };

export function registerRemoteFallback(factory: RemoteFallbackFactory): void {
  (globalThis as Holder)[KEY] = factory;
}

export function remoteFallback(remote: RemoteName): RemoteFallbackModule | undefined {
  return (globalThis as Holder)[KEY]?.(remote);
}

const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'cart', 'account', 'admin'];

/** `catalog/HomePage` or a manifest URL of a registered remote → the remote's name. */
export function remoteNameOf(id: string, remoteName?: string): RemoteName | undefined {
  const candidate = remoteName ?? id.split('/')[0];
  return REMOTE_NAMES.find((name) => name === candidate);
}
