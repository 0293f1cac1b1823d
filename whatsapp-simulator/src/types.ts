/** The simulator's vocabulary: its defaults, its options, the messages it keeps and its test controls. */

/** The token, app secret and phone number id the shop uses with the simulator (never real ones). */
export const SIMULATOR_ACCESS_TOKEN = 'EAAG_kasuwa_whatsapp_simulator';
export const SIMULATOR_APP_SECRET = 'kasuwa_whatsapp_simulator_app_secret';
export const SIMULATOR_PHONE_NUMBER_ID = '100000000000001';
/** The WhatsApp Business Account the phone number belongs to (the webhooks' `entry[].id`). */
export const SIMULATOR_BUSINESS_ACCOUNT_ID = '200000000000002';
/** The shop's number as WhatsApp shows it to shoppers. */
export const SIMULATOR_DISPLAY_PHONE_NUMBER = '2348000000000';
/** The Graph API version the shop calls; the simulator answers on any `v<major>.<minor>`. */
export const WHATSAPP_API_VERSION = 'v21.0';
/** A recipient whose number ends so cannot be reached: its messages fail with 131026. */
export const UNREACHABLE_SUFFIX = '0000';

/** A wait, in milliseconds: a fixed one or a range a random one is taken from. */
export type Wait = number | readonly [min: number, max: number];

/** How long each status takes after the one before it. */
export interface StatusDelays {
  /** From the send to `sent` (or `failed`). */
  sent: Wait;
  /** From `sent` to `delivered`. */
  delivered: Wait;
  /** From `delivered` to `read`. */
  read: Wait;
}

/** A phone's pace: sent at once, delivered in 1–3 s, read some seconds later. */
export const REALISTIC_DELAYS: StatusDelays = {
  sent: [100, 400],
  delivered: [1_000, 3_000],
  read: [4_000, 12_000],
};
/** Every status at once, in order (tests). */
export const NO_DELAYS: StatusDelays = { sent: 0, delivered: 0, read: 0 };

export type WebhookMode = 'normal' | 'duplicate' | 'delay' | 'drop' | 'reorder';
export const WEBHOOK_MODES: readonly WebhookMode[] = ['normal', 'duplicate', 'delay', 'drop', 'reorder'];

export interface WebhookControls {
  /** normal; each webhook twice; each later by `delayMs`; none; each held back until the next has gone. */
  mode: WebhookMode;
  delayMs: number;
}

export interface WhatsAppSimulatorOptions {
  accessToken?: string;
  /** The Meta app's secret, the key of the webhooks' `X-Hub-Signature-256`. */
  appSecret?: string;
  phoneNumberId?: string;
  businessAccountId?: string;
  displayPhoneNumber?: string;
  /** The shop's webhook (the API's WhatsApp webhook route); none: nothing is sent. */
  webhookUrl?: string | undefined;
  /** The origin the simulator is reached at, for `inboxUrl`; a path alone when unset. */
  publicUrl?: string | undefined;
  /** The shop's origin, where the templates' buttons lead (`/track/…`, `/orders/…`). */
  shopUrl?: string | undefined;
  /** How long statuses take; `NO_DELAYS` in tests. */
  delays?: Partial<StatusDelays> | undefined;
  /** Waits before each retry of a webhook that got no 2xx (Meta's retries over hours, compressed). */
  retryDelaysMs?: number[] | undefined;
  logger?: boolean | undefined;
}

/** A message's status as the webhooks tell it; `accepted`: taken by the API, no status sent yet. */
export type MessageStatus = 'accepted' | 'sent' | 'delivered' | 'read' | 'failed';
/** The order statuses go in: a status never goes back to an earlier one. */
export const STATUS_RANK: Readonly<Record<MessageStatus, number>> = {
  accepted: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
};

/** A template's review status at Meta: only an approved one can be sent. */
export const TEMPLATE_STATUSES = ['APPROVED', 'PAUSED', 'DISABLED'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

export interface WhatsAppError {
  code: number;
  title: string;
  message: string;
  error_data: { details: string };
  href: string;
}

export interface SimMessage {
  /** The `wamid.…`. */
  id: string;
  /** `out`: from the shop; `in`: the shopper's reply. */
  direction: 'out' | 'in';
  /** The shopper's WhatsApp id: the number's digits, country code first. */
  waId: string;
  /** The words the shopper sees. */
  text: string;
  /** The template it was sent from, if any. */
  template: { name: string; language: string } | null;
  buttons: { text: string; url: string }[];
  status: MessageStatus;
  errors: WhatsAppError[];
  /** When it was sent or received (ISO 8601). */
  at: string;
}

/** A test phone's behaviour. */
export interface NumberSettings {
  /** false: WhatsApp cannot deliver to it (131026), as if it were not on WhatsApp. */
  reachable: boolean;
  /** false: messages are delivered but never read. */
  reads: boolean;
  /** The shopper's profile name, sent with their replies. */
  name: string;
}

export interface Delivery {
  /** Which change the webhook carried. */
  kind: 'statuses' | 'messages' | 'template_status';
  /** The wamid it is about (a template's: its name/language). */
  messageId: string;
  attempt: number;
  /** The receiver's answer; null when it could not be reached. */
  status: number | null;
  body: string;
}
