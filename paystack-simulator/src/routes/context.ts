import type { Accounts } from '../accounts.js';
import type { Lifecycle } from '../lifecycle.js';
import type { Store } from '../store.js';
import type { Delivery } from '../types.js';
import type { Emit } from '../webhooks.js';

/** What the simulator's routes work with. */
export interface RouteContext {
  store: Store;
  lifecycle: Lifecycle;
  /** Customers, dedicated accounts and the transfers into them. */
  accounts: Accounts;
  emit: Emit;
  /** Webhook deliveries so far, in order. */
  deliveries: Delivery[];
  /** The origin the hosted page is served from; the request's own when unset. */
  publicUrl: string | undefined;
}
