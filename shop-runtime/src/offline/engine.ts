/**
 * The offline engine (docs/storefront.md §11.2): the queue, the code that keeps a change or sends it, the replay
 * and the sync. One instance per page, in its own chunk, fetched only for a signed-in shopper (`loadOfflineEngine`).
 */
export type { OfflineAdapter } from './adapter';
export { currentUserOf, failedWithoutAnswer, isOffline } from './connection';
export {
  changesOf,
  dequeueChange,
  enqueueChange,
  readQueue,
  subscribeToQueue,
  userOfAccessToken,
} from './queue';
export { sendQueuedChanges, type ReplayDeps, type ReplayReport } from './replay';
export { dropCartChanges, sendOrKeep, type SendOrKeep } from './send-or-keep';
export { keepInSync, OFFLINE_RETRY_MS } from './sync';
