import type { MessageFlow } from '../message-flow.js';
import type { Store } from '../store.js';
import type { Delivery } from '../types.js';

/** What the simulator's routes work with. */
export interface RouteContext {
  store: Store;
  flow: MessageFlow;
  accessToken: string;
  phoneNumberId: string;
  /** The shop's origin, where the templates' buttons lead. */
  shopUrl: string;
  /** Webhook deliveries so far, in order. */
  deliveries: Delivery[];
}
