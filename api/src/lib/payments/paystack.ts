import { createHash, createHmac } from 'node:crypto';
import { hmacHexMatches } from '../hmac.js';
import { isObject, type Json } from '../json.js';
import {
  ProviderError,
  koboFromJson,
  type ChargeInput,
  type DedicatedAccount,
  type TransactionPage,
  type TransferDetails,
  type Initialization,
  type OfflineCharge,
  type InitializeInput,
  type PaymentProvider,
  type ProviderRefundStatus,
  type DisputeEvent,
  type ProviderTransactionStatus,
  type RefundEvent,
  type RefundResult,
  type Verification,
  type WebhookParse,
} from './provider.js';
import { paystackRequest, type PaystackConfig, type PaystackMethod } from './paystack-http.js';

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** `x-paystack-signature`: HMAC-SHA512 (hex) of the raw body, keyed with the secret key. */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Compares in constant time; a header of the wrong length or not hex fails like a wrong one. */
export function signatureHolds(rawBody: Buffer, header: unknown, secretKey: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false;
  return hmacHexMatches('sha512', secretKey, rawBody, header);
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
  processing: 'processing',
  'needs-attention': 'needs_attention',
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
    note: text(data.merchant_note) ?? text(data.customer_note),
  };
}

const date = (value: unknown): Date | null => {
  const raw = text(value);
  return raw && !Number.isNaN(Date.parse(raw)) ? new Date(raw) : null;
};

/** `refund.*` as Paystack sends it: `transaction_reference`, `refund_reference`, `amount` a string or a number. */
function refundEvent(data: Json): RefundEvent | string {
  const status = REFUND_STATUSES[String(data.status)];
  if (!status) return 'unknown refund status';
  const transactionReference = text(data.transaction_reference);
  if (!transactionReference) return 'no transaction_reference';
  const amountKobo = koboFromJson(data.amount);
  if (amountKobo === null || amountKobo <= 0n) return 'amount is not whole kobo';
  return {
    status,
    transactionReference,
    refundReference: text(data.refund_reference),
    amountKobo,
    providerRefundId: text(data.id),
    note: text(data.merchant_note) ?? text(data.customer_note),
  };
}

/**
 * `charge.dispute.*`, and `GET /dispute/:id`'s `data` (the same keys): snake_case and camelCase side by side
 * (`dueAt`, `resolvedAt`, `created_at`).
 */
function disputeEvent(data: Json): DisputeEvent | string {
  const id = text(data.id);
  if (!id) return 'no dispute id';
  const transaction = isObject(data.transaction) ? data.transaction : null;
  const transactionReference = text(transaction?.reference) ?? text(data.transaction_reference);
  if (!transactionReference) return 'no transaction reference';
  return {
    providerDisputeId: id,
    transactionReference,
    status: text(data.status) ?? 'unknown',
    resolution: text(data.resolution),
    category: text(data.category),
    refundAmountKobo: koboFromJson(data.refund_amount),
    currency: text(data.currency) ?? 'NGN',
    dueAt: date(data.dueAt ?? data.due_at),
    resolvedAt: date(data.resolvedAt ?? data.resolved_at),
  };
}

/** An event's body, read once its signature held (when it came, or from where it was stored). */
export function parsePaystackEvent(rawBody: Buffer): WebhookParse {
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
  const malformed = (reason: string): WebhookParse => ({ signatureValid: true, event: null, reason });
  if (event.startsWith('refund.')) {
    const refund = refundEvent(data);
    if (typeof refund === 'string') return malformed(refund);
    // Paystack sends no id: the event, the transaction, the processor's reference and the amount name it.
    return {
      signatureValid: true,
      event,
      dedupKey: `paystack:${event}:${refund.transactionReference}:${refund.refundReference ?? ''}:${refund.amountKobo}`,
      reference: refund.transactionReference,
      refund,
      dispute: null,
    };
  }
  if (event.startsWith('charge.dispute.')) {
    const dispute = disputeEvent(data);
    if (typeof dispute === 'string') return malformed(dispute);
    return {
      signatureValid: true,
      event,
      dedupKey: `paystack:${event}:${dispute.providerDisputeId}:${text(data.updated_at ?? data.updatedAt) ?? ''}`,
      reference: dispute.transactionReference,
      refund: null,
      dispute,
    };
  }
  const id = text(data.id);
  if (event.startsWith('charge.') && !id) return malformed('no data.id');
  return {
    signatureValid: true,
    event,
    // Other events are kept once each, by their id or, without one, by their bytes.
    dedupKey: `paystack:${event}:${id ?? createHash('sha256').update(rawBody).digest('hex')}`,
    reference: text(data.reference),
    refund: null,
    dispute: null,
  };
}

/** A transfer's `authorization` block (channel `dedicated_nuban`): the account paid into and who sent it. */
function transferOf(data: Json): TransferDetails | null {
  if (text(data.channel) !== 'dedicated_nuban') return null;
  const authorization = isObject(data.authorization) ? data.authorization : null;
  const receiver = text(authorization?.receiver_bank_account_number);
  if (!authorization || !receiver) return null;
  const customer = isObject(data.customer) ? data.customer : null;
  return {
    receiverAccountNumber: receiver,
    customerCode: text(customer?.customer_code),
    senderName: text(authorization.sender_name),
    senderBank: text(authorization.sender_bank),
    senderAccountNumber: text(authorization.sender_bank_account_number),
    narration: text(authorization.narration),
  };
}

/** A transaction as `GET /transaction/verify/:reference` and `GET /transaction` give it. */
function verificationOf(data: Json): Verification {
  const metadata = isObject(data.metadata) ? data.metadata : null;
  const orderId = Number(metadata?.order_id);
  return {
    reference: text(data.reference) ?? '',
    status: TRANSACTION_STATUSES[String(data.status)] ?? 'pending',
    amountKobo: koboFromJson(data.amount),
    requestedKobo: koboFromJson(data.requested_amount),
    feesKobo: koboFromJson(data.fees),
    currency: text(data.currency) ?? '',
    paidAt: date(data.paid_at ?? data.paidAt),
    channel: text(data.channel),
    providerId: text(data.id) ?? '',
    gatewayResponse: text(data.gateway_response),
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    transfer: transferOf(data),
  };
}

/** A dedicated account as `POST /dedicated_account` and `GET /dedicated_account/:id` answer it. */
function dedicatedAccountOf(data: unknown): DedicatedAccount {
  if (!isObject(data)) throw new ProviderError('Paystack answered a dedicated account without data', null);
  const bank = isObject(data.bank) ? data.bank : null;
  const customer = isObject(data.customer) ? data.customer : null;
  const id = text(data.id);
  const accountNumber = text(data.account_number);
  const customerCode = text(customer?.customer_code);
  if (!id || !accountNumber || !/^\d{10}$/.test(accountNumber) || !customerCode) {
    throw new ProviderError('Paystack answered a dedicated account without its id, number or customer', null);
  }
  return {
    providerAccountId: id,
    customerCode,
    accountNumber,
    accountName: text(data.account_name) ?? '',
    bankName: text(bank?.name) ?? '',
    bankSlug: text(bank?.slug) ?? '',
    active: data.active === true,
  };
}

/** A small typed client of Paystack's REST API over `fetch`; the base URL and key come from config. */
export function createPaystack(config: PaystackConfig): PaymentProvider {
  const request = paystackRequest(config);

  /** The envelope's data of a call Paystack took; a ProviderError when it refused. */
  async function call(method: PaystackMethod, path: string, body?: Json): Promise<unknown> {
    return (await callWhole(method, path, body)).data;
  }

  /** The whole envelope of a call Paystack took (a list's `meta` is beside its `data`). */
  async function callWhole(method: PaystackMethod, path: string, body?: Json): Promise<Json> {
    const { status, envelope } = await request(method, path, body);
    if (status < 200 || status > 299 || envelope.status !== true) {
      const message = typeof envelope.message === 'string' ? envelope.message : 'no message';
      throw new ProviderError(`Paystack refused: ${message}`, status);
    }
    return envelope;
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

    async charge(input: ChargeInput): Promise<OfflineCharge> {
      const { method } = input;
      const data = await call('POST', '/charge', {
        email: input.email,
        amount: Number(input.amountKobo),
        currency: input.currency,
        reference: input.reference,
        metadata: input.metadata,
        ...(method.kind === 'ussd'
          ? { ussd: { type: method.bank } }
          : { bank_transfer: { account_expires_at: method.expiresAt.toISOString() } }),
      });
      if (!isObject(data)) throw new ProviderError('Paystack answered a charge without data', null);
      const reference = text(data.reference) ?? input.reference;
      const displayText = text(data.display_text) ?? '';
      if (method.kind === 'ussd') {
        const ussdCode = text(data.ussd_code);
        if (data.status !== 'pay_offline' || !ussdCode || !/^\*[\d*]+#$/.test(ussdCode)) {
          throw new ProviderError(`Paystack answered a USSD charge with ${String(data.status)}`, null);
        }
        return { kind: 'ussd', reference, ussdCode, displayText };
      }
      const bank = isObject(data.bank) ? data.bank : null;
      const accountNumber = text(data.account_number);
      if (data.status !== 'pending_bank_transfer' || !accountNumber || !/^\d{10}$/.test(accountNumber)) {
        throw new ProviderError(`Paystack answered a transfer charge with ${String(data.status)}`, null);
      }
      return {
        kind: 'bank_transfer',
        reference,
        accountNumber,
        accountName: text(data.account_name) ?? '',
        bankName: text(bank?.name) ?? '',
        expiresAt: date(data.account_expires_at),
        displayText,
      };
    },

    async verify(reference: string): Promise<Verification> {
      const data = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (!isObject(data)) throw new ProviderError('Paystack answered verify without data', null);
      return verificationOf(data);
    },

    async refund({ reference, amountKobo }): Promise<RefundResult> {
      return normaliseRefund(
        await call('POST', '/refund', { transaction: reference, amount: Number(amountKobo) }),
      );
    },

    async fetchRefund(providerRefundId: string): Promise<RefundResult> {
      return normaliseRefund(await call('GET', `/refund/${encodeURIComponent(providerRefundId)}`));
    },

    async fetchDispute(providerDisputeId: string): Promise<DisputeEvent> {
      const data = await call('GET', `/dispute/${encodeURIComponent(providerDisputeId)}`);
      const dispute = isObject(data) ? disputeEvent(data) : 'no data';
      if (typeof dispute === 'string')
        throw new ProviderError(`Paystack answered a dispute with ${dispute}`, null);
      return dispute;
    },

    async retryRefund(providerRefundId, account): Promise<RefundResult> {
      return normaliseRefund(
        await call('POST', `/refund/retry_with_customer_details/${encodeURIComponent(providerRefundId)}`, {
          refund_account_details: {
            currency: account.currency,
            account_number: account.accountNumber,
            bank_id: account.bankId,
          },
        }),
      );
    },

    async createCustomer(input): Promise<{ customerCode: string }> {
      const data = await call('POST', '/customer', {
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone,
      });
      const customerCode = isObject(data) ? text(data.customer_code) : null;
      if (!customerCode) throw new ProviderError('Paystack answered a customer without its code', null);
      return { customerCode };
    },

    async createDedicatedAccount({ customerCode, preferredBank }): Promise<DedicatedAccount> {
      return dedicatedAccountOf(
        await call('POST', '/dedicated_account', { customer: customerCode, preferred_bank: preferredBank }),
      );
    },

    async requeryDedicatedAccount({ accountNumber, providerSlug, date: day }): Promise<void> {
      const query = new URLSearchParams({
        account_number: accountNumber,
        provider_slug: providerSlug,
        date: day,
      });
      await call('GET', `/dedicated_account/requery?${query.toString()}`);
    },

    async listTransfers({ from, to, page, perPage }): Promise<TransactionPage> {
      const query = new URLSearchParams({
        channel: 'dedicated_nuban',
        from: from.toISOString(),
        to: to.toISOString(),
        page: String(page),
        perPage: String(perPage),
      });
      const envelope = await callWhole('GET', `/transaction?${query.toString()}`);
      const rows = Array.isArray(envelope.data) ? envelope.data : [];
      const meta = isObject(envelope.meta) ? envelope.meta : null;
      const pageCount = Number(meta?.pageCount);
      return {
        transactions: rows.filter(isObject).map(verificationOf),
        pageCount: Number.isSafeInteger(pageCount) && pageCount > 0 ? pageCount : 1,
      };
    },

    parseWebhook(rawBody, headers): WebhookParse {
      if (!signatureHolds(rawBody, headers['x-paystack-signature'], config.secretKey)) {
        return { signatureValid: false };
      }
      return parsePaystackEvent(rawBody);
    },

    parseEvent: parsePaystackEvent,
  };
}
