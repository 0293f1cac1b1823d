import type { FastifyRequest } from 'fastify';
import type { Lifecycle } from '../lifecycle.js';
import type { Store } from '../store.js';
import type { Delivery } from '../types.js';
import type { Emit } from '../webhooks.js';

/** What the simulator's routes work with. */
export interface RouteContext {
  store: Store;
  lifecycle: Lifecycle;
  emit: Emit;
  /** Webhook deliveries so far, in order. */
  deliveries: Delivery[];
  /** The origin pages and labels are linked from: the public URL given, else the request's own. */
  originOf(request: FastifyRequest): string;
}
