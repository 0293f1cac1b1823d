import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ProviderError,
  koboFromJson,
  type Initialization,
  type InitializeInput,
  type PaymentProvider,
  type ProviderRefundStatus,
  type ProviderTransactionStatus,
  type RefundResult,
  type Verification,
  type WebhookParse,
} from './provider.js';

export interface PaystackConfig {
  /** `https://api.paystack.co`, or the local simulator's URL. */
  baseUrl: string;
  secretKey: string;
  /** How long one call may take. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Paystack's envelope: `{status, message, data}`. */
interface Envelope {
  status?: unknown;
  message?: unknown;
  data?: unknown;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** `x-paystack-signature`: HMAC-SHA512 (hex) of the raw body, keyed with the secret key. */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Compares in constant time; a header of the wrong length or not hex fails like a wrong one. */
export function signatureHolds(rawBody: Buffer, header: unknown, secretKey: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

const TRANSACTION_STATUSES: Record<string, ProviderTransactionStatus> = {
  success: 'success',
  failed: 'failed',
  abandoned: 'abandoned',
  reversed: 'reversed',
  pending: 'pending',
  ongoing: 'pending',
  processing: 'pending',
  queued: 'pending',
};

const REFUND_STATUSES: Record<string, ProviderRefundStatus> = {
  pending: 'pending',
  processing: 'pending',
  'needs-attention': 'pending',
  processed: 'processed',
  failed: 'failed',
};

function normaliseRefund(data: unknown): RefundResult {
  if (!isObject(data)) throw new ProviderError('Paystack answered a refund without data', null);
  const id = text(data.id);
  if (!id) throw new ProviderError('Paystack answered a refund without an id', null);
  const transaction = isObject(data.transaction) ? data.transaction : null;
  return {
    providerRefundId: id,
    status: REFUND_STATUSES[String(data.status)] ?? 'pending',
    amountKobo: koboFromJson(data.amount),
    reference: text(transaction?.reference) ?? text(data.transaction_reference),
  };
}

/** A small typed client of Paystack's REST API over `fetch`; the base URL and key come from config. */
export function createPaystack(config: PaystackConfig): PaymentProvider {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function call(method: 'GET' | 'POST', path: string, body?: Json): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new ProviderError(`Paystack could not be reached: ${(err as Error).message}`, null);
    }
    let envelope: Envelope;
    try {
      envelope = (await response.json()) as Envelope;
    } catch {
      throw new ProviderError(`Paystack answered ${response.status} without JSON`, response.status);
    }
    if (!response.ok || envelope.status !== true) {
      const message = typeof envelope.message === 'string' ? envelope.message : 'no message';
      throw new ProviderError(`Paystack refused: ${message}`, response.status);
    }
    return envelope.data;
  }

  return {
    name: 'paystack',

    async initialize(input: InitializeInput): Promise<Initialization> {
      const data = await call('POST', '/transaction/initialize', {
        email: input.email,
        // Kobo, as a JSON number: exact for any order the shop can take (below 2^53).
        amount: Number(input.amountKobo),
        currency: input.currency,
        reference: input.reference,
        callback_url: input.callbackUrl,
        channels: ['card', 'bank', 'ussd', 'bank_transfer'],
        metadata: input.metadata,
      });
      if (!isObject(data) || typeof data.authorization_url !== 'string') {
        throw new ProviderError('Paystack answered initialize without an authorization_url', null);
      }
      return {
        reference: text(data.reference) ?? input.reference,
        authorizationUrl: data.authorization_url,
        accessCode: text(data.access_code) ?? '',
      };
    },

    async verify(reference: string): Promise<Verification> {
      const data = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (!isObject(data)) throw new ProviderError('Paystack answered verify without data', null);
      const metadata = isObject(data.metadata) ? data.metadata : null;
      const orderId = Number(metadata?.order_id);
      const paidAt = text(data.paid_at ?? data.paidAt);
      return {
        reference: text(data.reference) ?? '',
        status: TRANSACTION_STATUSES[String(data.status)] ?? 'pending',
        amountKobo: koboFromJson(data.amount),
        currency: text(data.currency) ?? '',
        paidAt: paidAt && !Number.isNaN(Date.parse(paidAt)) ? new Date(paidAt) : null,
        channel: text(data.channel),
        providerId: text(data.id) ?? '',
        gatewayResponse: text(data.gateway_response),
        orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
      };
    },

    async refund({ reference, amountKobo }): Promise<RefundResult> {
      return normaliseRefund(
        await call('POST', '/refund', { transaction: reference, amount: Number(amountKobo) }),
      );
    },

    async fetchRefund(providerRefundId: string): Promise<RefundResult> {
      return normaliseRefund(await call('GET', `/refund/${encodeURIComponent(providerRefundId)}`));
    },

    parseWebhook(rawBody, headers): WebhookParse {
      if (!signatureHolds(rawBody, headers['x-paystack-signature'], config.secretKey)) {
        return { signatureValid: false };
      }
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { signatureValid: true, event: null, reason: 'not JSON' };
      }
      if (!isObject(payload) || typeof payload.event !== 'string' || !isObject(payload.data)) {
        return { signatureValid: true, event: null, reason: 'no event or data' };
      }
      const { event, data } = payload;
      const id = text(data.id);
      if (!id) return { signatureValid: true, event: null, reason: 'no data.id' };
      const isRefund = event.startsWith('refund.');
      return {
        signatureValid: true,
        event,
        dedupKey: `paystack:${event}:${id}`,
        reference: isRefund ? text(data.transaction_reference) : text(data.reference),
        refundId: isRefund ? id : null,
      };
    },
  };
}
