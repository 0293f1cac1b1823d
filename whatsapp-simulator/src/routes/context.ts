import type { MessageFlow } from '../message-flow.js';
import type { Store } from '../store.js';
import type { Tasks } from 'simulator-kit';
import type { Delivery } from '../types.js';
import type { SendWebhook } from '../webhooks.js';

/** What the simulator's routes work with. */
export interface RouteContext {
  store: Store;
  flow: MessageFlow;
  /** Sends a change to the shop's webhook (the template status updates; the flow sends the rest). */
  send: SendWebhook;
  tasks: Tasks;
  accessToken: string;
  phoneNumberId: string;
  /** The shop's origin, where the templates' buttons lead. */
  shopUrl: string;
  /** Webhook deliveries so far, in order. */
  deliveries: Delivery[];
}
