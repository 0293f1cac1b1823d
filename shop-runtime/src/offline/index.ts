import type * as Engine from './engine';

export type { OfflineAdapter } from './adapter';
export { afterContent, changesStored, whenChangesStored } from './after-content';
export type { ReplayReport } from './replay';
export {
  isCartChange,
  KEPT_OFFLINE,
  type CartProduct,
  type CartVariant,
  type ChangeAnswer,
  type OfflineChange,
  type QueuedChange,
} from './types';

export type OfflineEngine = typeof Engine;
let engine: Promise<OfflineEngine> | undefined;
let loaded: OfflineEngine | undefined;

/**
 * The offline engine, fetched once (its own chunk: no public page carries it). A failed fetch is forgotten, so the
 * next call tries again.
 */
export function loadOfflineEngine(): Promise<OfflineEngine> {
  engine ??= import('./engine').then(
    (module) => (loaded = module),
    (error: unknown) => {
      engine = undefined;
      throw error;
    },
  );
  return engine;
}

/** The engine if it has been fetched already: a component mounted later renders with it at once. */
export const loadedOfflineEngine = (): OfflineEngine | undefined => loaded;
