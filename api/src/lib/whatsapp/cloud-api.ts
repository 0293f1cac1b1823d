import { hmacHexMatches } from '../hmac.js';
import { isObject, type Json } from '../json.js';

/**
 * WhatsApp's Cloud API, the one call the shop makes (docs/delivery.md, "WhatsApp"): a template message to a number,
 * `POST /{version}/{phone-number-id}/messages`, and the check of its webhooks' `X-Hub-Signature-256`.
 */
export interface WhatsAppConfig {
  /** `https://graph.facebook.com`, or the local simulator's. */
  baseUrl: string;
  version: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface TemplateMessage {
  /** Digits with the country code, no `+` (`2348031234567`), as WhatsApp takes it. */
  to: string;
  name: string;
  language: string;
  body: string[];
  /** The URL button's one parameter, when the template has one. */
  button?: string;
}

/**
 * WhatsApp refused the message (`code` is its error code: 132001 no such template in that language, 131026 the
 * number cannot get it…), or could not be reached (`code` null): the latter is tried again, the former is not.
 */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'WhatsAppError';
  }

  get retryable(): boolean {
    return this.status === null || this.status >= 500 || this.status === 429;
  }
}

export interface WhatsAppClient {
  /** Sends a template message; answers WhatsApp's id of it (`wamid.…`). */
  sendTemplate(message: TemplateMessage): Promise<string>;
}

export function whatsAppClient(config: WhatsAppConfig): WhatsAppClient {
  const doFetch = config.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/${config.version}/${config.phoneNumberId}/messages`;
  return {
    async sendTemplate(message) {
      const components: Json[] = [
        { type: 'body', parameters: message.body.map((text) => ({ type: 'text', text })) },
      ];
      if (message.button !== undefined)
        components.push({
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: message.button }],
        });
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.to,
            type: 'template',
            template: {
              name: message.name,
              language: { code: message.language, policy: 'deterministic' },
              components,
            },
          }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new WhatsAppError(`WhatsApp could not be reached: ${(err as Error).message}`, null, null);
      }
      const answer: unknown = await response.json().catch(() => null);
      if (!response.ok || !isObject(answer)) {
        const error = isObject(answer) && isObject(answer.error) ? answer.error : {};
        const code = typeof error.code === 'number' ? error.code : null;
        const words = typeof error.message === 'string' ? error.message : `answered ${response.status}`;
        throw new WhatsAppError(`WhatsApp refused the message: ${words}`, code, response.status);
      }
      const sent = Array.isArray(answer.messages) ? answer.messages[0] : undefined;
      const id = isObject(sent) && typeof sent.id === 'string' ? sent.id : null;
      if (id === null) throw new WhatsAppError('WhatsApp gave no message id', null, response.status);
      return id;
    },
  };
}

/**
 * Whether `header` (`sha256=<hex>`) is the HMAC-SHA256 of the exact body with the app secret. No secret, no header:
 * never (a webhook is not taken on trust).
 */
export function whatsAppSignatureValid(body: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  return hmacHexMatches('sha256', appSecret, body, header.slice('sha256='.length));
}

/** A Nigerian number as WhatsApp takes it: `+2348031234567` → `2348031234567`. */
export const whatsAppNumber = (e164: string): string => e164.replace(/^\+/, '');
