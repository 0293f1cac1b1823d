import { createHash } from 'node:crypto';
import { RE_ENGAGEMENT, UNDELIVERABLE } from './graph-errors.js';
import { newMessageId, type Store } from './store.js';
import type { Tasks } from 'simulator-kit';
import {
  STATUS_RANK,
  type MessageStatus,
  type SimMessage,
  type StatusDelays,
  type Wait,
  type WhatsAppError,
} from './types.js';
import type { SendWebhook } from './webhooks.js';

const WINDOW_MS = 24 * 3_600_000;

export interface MessageFlow {
  /** Takes a message the shop sent through to its statuses: sent, delivered, read, or failed. */
  dispatch(message: SimMessage): void;
  /** A shopper's text reaches the shop as a `messages` change, and opens their 24-hour window. */
  receive(waId: string, text: string): SimMessage;
  /** Whether the shopper wrote in the last 24 hours (free-form messages and free utility templates). */
  windowOpen(waId: string): boolean;
}

const seconds = (ms: number) => String(Math.floor(ms / 1_000));

/** How messages move from status to status, and the webhooks each move sends. */
export function createMessageFlow(deps: {
  store: Store;
  tasks: Tasks;
  send: SendWebhook;
  delays: StatusDelays;
}): MessageFlow {
  const { store, tasks, send, delays } = deps;

  const wait = (w: Wait) =>
    tasks.sleep(typeof w === 'number' ? w : w[0] + Math.floor(Math.random() * (w[1] - w[0] + 1)));

  const windowOpen = (waId: string) => {
    const last = store.lastInboundAt.get(waId);
    return last !== undefined && Date.now() - last < WINDOW_MS;
  };

  /**
   * What a status says of the conversation and its price. Since July 2025 WhatsApp prices each delivered template
   * (`PMP`); a utility template inside the shopper's open window, and any reply in it, is free.
   */
  function billing(message: SimMessage, status: MessageStatus, inWindow: boolean) {
    if (status !== 'sent' && status !== 'delivered') return {};
    const category = message.template ? 'utility' : 'service';
    const free = category === 'service' || inWindow;
    const day = Math.floor(Date.now() / WINDOW_MS);
    const id = createHash('sha256').update(`${message.waId}.${category}.${day}`).digest('hex').slice(0, 32);
    return {
      conversation: {
        id,
        ...(status === 'sent' ? { expiration_timestamp: seconds(Date.now() + WINDOW_MS) } : {}),
        origin: { type: category },
      },
      pricing: {
        billable: !free,
        pricing_model: 'PMP',
        category,
        type: free ? 'free_customer_service' : 'regular',
      },
    };
  }

  /** Moves a message to a status (never back to an earlier one) and tells the shop. */
  async function advance(
    message: SimMessage,
    status: MessageStatus,
    inWindow: boolean,
    error?: WhatsAppError,
  ) {
    if (STATUS_RANK[status] <= STATUS_RANK[message.status]) return;
    message.status = status;
    if (error) message.errors = [error];
    await send('statuses', message.id, {
      statuses: [
        {
          id: message.id,
          status,
          timestamp: seconds(Date.now()),
          recipient_id: message.waId,
          ...billing(message, status, inWindow),
          ...(error ? { errors: [error] } : {}),
        },
      ],
    });
  }

  function dispatch(message: SimMessage) {
    const inWindow = windowOpen(message.waId);
    const settings = store.settingsOf(message.waId);
    tasks.track(
      (async () => {
        await wait(delays.sent);
        if (!settings.reachable) return advance(message, 'failed', inWindow, UNDELIVERABLE);
        if (!message.template && !inWindow) return advance(message, 'failed', inWindow, RE_ENGAGEMENT);
        await advance(message, 'sent', inWindow);
        await wait(delays.delivered);
        await advance(message, 'delivered', inWindow);
        if (!settings.reads) return;
        await wait(delays.read);
        await advance(message, 'read', inWindow);
      })(),
    );
  }

  function receive(waId: string, text: string): SimMessage {
    const at = Date.now();
    const message: SimMessage = {
      id: newMessageId(),
      direction: 'in',
      waId,
      text,
      template: null,
      buttons: [],
      status: 'read',
      errors: [],
      at: new Date(at).toISOString(),
    };
    store.add(message);
    store.lastInboundAt.set(waId, at);
    const { name } = store.settingsOf(waId);
    tasks.track(
      send('messages', message.id, {
        contacts: [{ profile: { name }, wa_id: waId }],
        messages: [
          { from: waId, id: message.id, timestamp: seconds(at), type: 'text', text: { body: text } },
        ],
      }),
    );
    return message;
  }

  return { dispatch, receive, windowOpen };
}
