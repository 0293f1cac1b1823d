import { randomBytes } from 'node:crypto';
import {
  UNREACHABLE_SUFFIX,
  type NumberSettings,
  type SimMessage,
  type TemplateStatus,
  type WebhookControls,
} from './types.js';

/** What one simulator remembers, in memory only: the messages both ways, the test phones' settings, the controls. */
export interface Store {
  /** Every message, in the order sent or received. */
  messages: SimMessage[];
  byId: Map<string, SimMessage>;
  numbers: Map<string, NumberSettings>;
  /** When each shopper last wrote (ms): their 24-hour customer-service window runs from it. */
  lastInboundAt: Map<string, number>;
  controls: WebhookControls;
  /** Templates Meta paused or disabled (by `name/language`); the others are approved. */
  templateStatus: Map<string, TemplateStatus>;
  add(message: SimMessage): void;
  /** A number's settings: its own, or unreachable when it ends in `0000`, reachable and reading otherwise. */
  settingsOf(waId: string): NumberSettings;
  /** The messages to and from one number, oldest first. */
  conversation(waId: string): SimMessage[];
}

export function createStore(): Store {
  const messages: SimMessage[] = [];
  const byId = new Map<string, SimMessage>();
  const numbers = new Map<string, NumberSettings>();
  return {
    messages,
    byId,
    numbers,
    lastInboundAt: new Map(),
    controls: { mode: 'normal', delayMs: 2_000 },
    templateStatus: new Map(),
    add(message) {
      messages.push(message);
      byId.set(message.id, message);
    },
    settingsOf: (waId) =>
      numbers.get(waId) ?? {
        reachable: !waId.endsWith(UNREACHABLE_SUFFIX),
        reads: true,
        name: 'Test shopper',
      },
    conversation: (waId) => messages.filter((m) => m.waId === waId),
  };
}

/** A message id shaped like WhatsApp's (`wamid.` and base64), marked as the simulator's. */
export const newMessageId = () => `wamid.SIM${randomBytes(18).toString('base64url')}`;

/** WhatsApp's form of a number: its digits, country code first, 8 to 15 of them; null for anything else. */
export function waIdOf(raw: string): string | null {
  const digits = raw.trim().replace(/^\+/, '');
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}
