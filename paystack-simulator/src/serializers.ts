import { isObject } from './http.js';
import {
  USSD_BANKS,
  type Customer,
  type DedicatedAccount,
  type DisputeRecord,
  type IncomingTransfer,
  type OfflineCharge,
  type Provider,
  type RefundRecord,
  type Transaction,
} from './types.js';

/**
 * The simulator's records in Paystack's documented shapes (spec/paystack.yaml and Paystack's event samples): what
 * verify, refund and dispute answer, and what each webhook event carries. Pure: a record in, a body out.
 */

/** The integration (the shop's Paystack account) every record belongs to. */
export const INTEGRATION = 1;

export const feesOf = (t: Transaction) =>
  t.status === 'success' || t.status === 'reversed'
    ? t.transfer
      ? // Paystack's price for a transfer into a dedicated account: 1%, at most ₦300.
        Math.min(30_000, Math.round(t.chargedAmount * 0.01))
      : Math.max(0, t.chargedAmount - t.amount) || Math.min(200_000, Math.round(t.chargedAmount * 0.015))
    : null;

/** Paystack's `Customer` block inside a transaction: a customer the simulator knows, or one made up from the email. */
const transactionCustomer = (t: Transaction) =>
  t.customer
    ? {
        id: t.customer.id,
        first_name: t.customer.firstName,
        last_name: t.customer.lastName,
        email: t.customer.email,
        customer_code: t.customer.code,
        phone: t.customer.phone,
        metadata: t.customer.metadata,
        risk_action: 'default',
        international_format_phone: internationalPhone(t.customer.phone),
      }
    : {
        id: t.id,
        first_name: null,
        last_name: null,
        email: t.email,
        customer_code: `CUS_sim${t.id}`,
        phone: null,
        metadata: null,
        risk_action: 'default',
        international_format_phone: null,
      };

/**
 * The authorization of a transfer into a dedicated account, as in Paystack's sample (`charge-success-dedicated-nuban
 * -authorization.json`): the sender's account masked, their bank, name and narration, and the account it reached.
 */
const transferAuthorization = (t: Transaction, transfer: IncomingTransfer) => {
  const sender = transfer.senderAccountNumber;
  const paid = t.paidAt ?? t.createdAt;
  return {
    authorization_code: `AUTH_sim${t.id}`,
    bin: `${sender.slice(0, 3)}XXX`,
    last4: `X${sender.slice(-3)}`,
    exp_month: paid.slice(5, 7),
    exp_year: paid.slice(0, 4),
    channel: 'dedicated_nuban',
    card_type: 'transfer',
    bank: transfer.senderBank,
    country_code: 'NG',
    brand: 'Managed Account',
    reusable: false,
    sender_bank: transfer.senderBank,
    sender_bank_account_number: `XXXXXX${sender.slice(-4)}`,
    sender_country: 'NG',
    sender_name: transfer.senderName,
    narration: transfer.narration,
    receiver_bank_account_number: transfer.account.accountNumber,
    receiver_bank: transfer.account.provider.bankName,
  };
};

/** A card's, a USSD code's or a transfer's authorization, as verify answers it (the spec's `VerifyResponse`). */
const authorizationOf = (t: Transaction) =>
  t.transfer
    ? // The spec wants a string signature (Paystack's sample event has none: see chargeData).
      { ...transferAuthorization(t, t.transfer), signature: `SIG_sim${t.id}`, account_name: null }
    : {
        authorization_code: `AUTH_sim${t.id}`,
        bin: '408408',
        last4: '4081',
        exp_month: '12',
        exp_year: '2030',
        channel: t.channel ?? 'card',
        // A code dialled or a transfer: no card, as Paystack's USSD and transfer samples show.
        card_type: t.offline ? (t.offline.kind === 'ussd' ? 'offline' : 'transfer') : 'visa ',
        bank: t.offline ? offlineBankOf(t) : 'TEST BANK',
        country_code: 'NG',
        brand: t.offline ? (t.offline.kind === 'ussd' ? 'offline' : 'Managed Account') : 'visa',
        reusable: !t.offline,
        signature: `SIG_sim${t.id}`,
        account_name: null,
      };

/** Verify's `data`, in the shape of Paystack's `VerifyResponse` (spec/paystack.yaml). */
export const transactionData = (t: Transaction) => ({
  id: t.id,
  domain: 'test',
  status: t.status === 'initialized' ? 'abandoned' : t.status,
  reference: t.reference,
  receipt_number: null,
  amount: t.chargedAmount,
  message: null,
  gateway_response: t.gatewayResponse ?? 'The transaction was not completed',
  paid_at: t.paidAt,
  created_at: t.createdAt,
  channel: t.channel ?? 'card',
  currency: t.chargedCurrency,
  ip_address: '127.0.0.1',
  metadata: t.metadata ?? '',
  log: null,
  fees: feesOf(t),
  fees_split: null,
  authorization: authorizationOf(t),
  customer: transactionCustomer(t),
  plan: null,
  split: {},
  order_id: null,
  paidAt: t.paidAt,
  createdAt: t.createdAt,
  requested_amount: t.amount,
  pos_transaction_data: null,
  source: null,
  fees_breakdown: null,
  connect: null,
  transaction_date: t.createdAt,
  plan_object: {},
  subaccount: {},
});

/**
 * `charge.success`'s `data`, as in Paystack's sample (`transaction-successful.json`); a transfer into a dedicated
 * account carries the authorization of Paystack's sample of that (`charge-success-dedicated-nuban-authorization.json`).
 */
export const chargeData = (t: Transaction) => {
  const {
    receipt_number: _r,
    requested_amount: _q,
    fees_split: _f,
    pos_transaction_data: _p,
    source: _s,
    fees_breakdown: _b,
    connect: _c,
    transaction_date: _d,
    plan_object: _o,
    subaccount: _u,
    split: _sp,
    order_id: _oi,
    paidAt: _pa,
    createdAt: _ca,
    authorization: _a,
    customer: { international_format_phone: _ci, ...customer },
    ...data
  } = transactionData(t);
  if (t.transfer) {
    return { ...data, authorization: { ...transferAuthorization(t, t.transfer), signature: null }, customer };
  }
  const { channel: _ac, reusable: _ar, signature: _as, ...authorization } = authorizationOf(t);
  return { ...data, authorization, customer };
};

/** One transaction of `GET /transaction`, in the shape of the spec's `TransactionListResponseArray`. */
export const transactionListData = (t: Transaction) => {
  const {
    receipt_number: _r,
    fees_breakdown: _b,
    transaction_date: _d,
    plan_object: _o,
    customer: { international_format_phone: _ci, ...customer },
    ...data
  } = transactionData(t);
  // The list's metadata is an object or null (verify's may be a string), its plan an object (verify's null).
  return { ...data, metadata: isObject(t.metadata) ? t.metadata : null, plan: {}, customer };
};

/** A refund as the API answers it: the transaction expanded when it is created, its id when it is fetched. */
export const refundData = (r: RefundRecord, t: Transaction | undefined, expand = false) => {
  return {
    integration: INTEGRATION,
    transaction:
      expand && t
        ? {
            id: t.id,
            domain: 'test',
            reference: t.reference,
            amount: t.chargedAmount,
            paid_at: t.paidAt,
            channel: t.channel ?? 'card',
            currency: t.chargedCurrency,
            authorization: { exp_month: null, exp_year: null, account_name: null },
            customer: { international_format_phone: null },
            plan: {},
            subaccount: { currency: null },
            split: {},
            order_id: null,
            paidAt: t.paidAt,
            pos_transaction_data: null,
            source: null,
            fees_breakdown: null,
          }
        : r.transactionId,
    dispute: null,
    settlement: null,
    id: r.id,
    domain: 'test',
    currency: r.currency,
    amount: r.amount,
    status: r.status,
    refunded_at: r.status === 'processed' ? new Date().toISOString() : null,
    expected_at: r.createdAt,
    channel: t?.channel ?? 'card',
    refunded_by: 'simulator@kasuwa.test',
    customer_note: `Refund for transaction ${t?.reference ?? r.transactionId}`,
    merchant_note:
      r.status === 'needs-attention'
        ? `Refund for transaction ${t?.reference ?? r.transactionId}: the card could not take it back; send the customer's bank account`
        : `Refund for transaction ${t?.reference ?? r.transactionId} by simulator@kasuwa.test`,
    deducted_amount: r.amount,
    fully_deducted: true,
    createdAt: r.createdAt,
    updatedAt: new Date().toISOString(),
    // Fetch answers more (and `fully_deducted` as 1/0: the spec's RefundFetchResponse, unlike create's).
    ...(expand
      ? {}
      : {
          fully_deducted: 1,
          bank_reference: r.refundReference,
          transaction_reference: t?.reference ?? String(r.transactionId),
          reason: r.status === 'needs-attention' ? 'NEEDS-ATTENTION' : r.status.toUpperCase(),
          customer: {
            id: t?.id ?? 0,
            first_name: 'Test',
            last_name: 'Customer',
            email: t?.email ?? 'customer@email.com',
            customer_code: `CUS_sim${t?.id ?? 0}`,
            phone: '',
            metadata: '',
            risk_action: 'default',
            international_format_phone: '',
          },
          refund_type: r.amount === t?.chargedAmount ? 'full' : 'partial',
          transaction_amount: t?.chargedAmount ?? r.amount,
          initiated_by: 'simulator@kasuwa.test',
          refund_channel: r.status === 'needs-attention' ? 'bank' : 'card',
          session_id: null,
          collect_account_number: r.status === 'needs-attention',
        }),
  };
};

/** A refund event's `data`, as Paystack sends it (`refunds/events/*.json`): no refund object, no id but in
 * needs-attention, `amount` a string while pending, processing and processed. */
export const refundEventData = (r: RefundRecord, t: Transaction | undefined) => {
  const base = {
    status: r.status,
    transaction_reference: t?.reference ?? String(r.transactionId),
    refund_reference: r.refundReference,
    amount: r.status === 'failed' || r.status === 'needs-attention' ? r.amount : String(r.amount),
    currency: r.currency,
  };
  const customer = { first_name: null, last_name: null, email: t?.email ?? 'customer@email.com' };
  if (r.status === 'needs-attention') {
    return {
      ...base,
      customer,
      integration: INTEGRATION,
      domain: 'test',
      id: String(r.id),
      customer_note: `Refund for transaction ${base.transaction_reference}`,
      merchant_note: `Refund for transaction ${base.transaction_reference}: the card could not take it back; send the customer's bank account`,
    };
  }
  return { ...base, processor: 'instant-transfer', customer, integration: INTEGRATION, domain: 'test' };
};

/** `charge.dispute.*`'s `data`, as in Paystack's samples (snake_case and camelCase side by side). */
export const disputeData = (d: DisputeRecord) => {
  const t = d.transaction;
  return {
    id: d.id,
    refund_amount: t.chargedAmount,
    currency: t.chargedCurrency,
    status: d.status,
    resolution: d.resolution,
    domain: 'test',
    transaction: {
      id: t.id,
      domain: 'test',
      status: t.status,
      reference: t.reference,
      amount: t.chargedAmount,
      message: null,
      gateway_response: t.gatewayResponse,
      paid_at: t.paidAt,
      created_at: t.createdAt,
      channel: t.channel ?? 'card',
      currency: t.chargedCurrency,
      ip_address: null,
      metadata: '',
      log: null,
      fees: feesOf(t),
      fees_split: null,
      authorization: {},
      customer: { international_format_phone: null },
      plan: {},
      subaccount: {},
      split: {},
      order_id: null,
      paidAt: t.paidAt,
      requested_amount: t.amount,
      pos_transaction_data: null,
    },
    transaction_reference: null,
    category: 'chargeback',
    customer: {
      id: t.id,
      first_name: null,
      last_name: null,
      email: t.email,
      customer_code: `CUS_sim${t.id}`,
      phone: null,
      metadata: {},
      risk_action: 'default',
      international_format_phone: null,
    },
    bin: '408408',
    last4: '4081',
    dueAt: d.dueAt,
    resolvedAt: d.resolvedAt,
    evidence: null,
    attachments: null,
    note: null,
    history: [{ status: d.status, by: t.email, createdAt: d.updatedAt }],
    messages: [{ sender: t.email, body: 'I did not receive the goods', createdAt: d.createdAt }],
    created_at: d.createdAt,
    updated_at: d.updatedAt,
  };
};

/**
 * `GET /dispute/:id`'s `data`, in the shape of the spec's `DisputeFetchResponse`: the dispute as its events tell
 * it, with the transaction in full and camelCase dates.
 */
export const disputeFetchData = (d: DisputeRecord) => {
  const { created_at: _c, updated_at: _u, customer, transaction: _t, ...dispute } = disputeData(d);
  const t = d.transaction;
  const full = transactionData(t);
  return {
    ...dispute,
    transaction: {
      id: t.id,
      domain: 'test',
      status: full.status,
      reference: t.reference,
      receipt_number: null,
      amount: t.chargedAmount,
      message: null,
      gateway_response: full.gateway_response,
      paid_at: t.paidAt ?? t.createdAt,
      created_at: t.createdAt,
      channel: full.channel,
      currency: t.chargedCurrency,
      ip_address: full.ip_address,
      metadata: { custom_fields: [] },
      log: null,
      fees: full.fees ?? 0,
      fees_split: null,
      authorization: { receiver_bank_account_number: null, receiver_bank: null },
      customer: { international_format_phone: null },
      plan: {},
      subaccount: {},
      split: {},
      order_id: null,
      paidAt: t.paidAt ?? t.createdAt,
      createdAt: t.createdAt,
      requested_amount: t.amount,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
      connect: null,
    },
    customer: {
      ...customer,
      first_name: 'Test',
      last_name: 'Customer',
      phone: '',
      international_format_phone: '',
    },
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
};

/** `POST /charge`'s `data` for a charge paid away from any page, as in Paystack's examples (`charge-*.json`). */
export const offlineChargeData = (t: Transaction, offline: OfflineCharge) =>
  offline.kind === 'ussd'
    ? {
        reference: t.reference,
        status: 'pay_offline',
        display_text: `Please dial ${offline.code} on your mobile phone to complete the transaction`,
        ussd_code: offline.code,
      }
    : {
        reference: t.reference,
        status: 'pending_bank_transfer',
        display_text: 'Please make a transfer to the account specified',
        account_name: 'TEST-MANAGED-ACCOUNT',
        account_number: offline.accountNumber,
        bank: { slug: 'test-bank', name: 'Test Bank', id: 24 },
        account_expires_at: offline.expiresAt,
      };

/** The bank a charge was paid through, for its authorization: a USSD code's bank, or the account's for a transfer. */
export const offlineBankOf = (t: Transaction) =>
  t.offline?.kind === 'ussd' ? (USSD_BANKS[t.offline.bank] ?? 'TEST BANK') : 'Test Bank';

/** A Nigerian number as Paystack writes it internationally (`+234…`); null when it is not one. */
export const internationalPhone = (phone: string | null) => {
  const match = /^(?:\+?234|0)?([789]\d{9})$/.exec((phone ?? '').replace(/[\s().-]/g, ''));
  return match ? `+234${match[1]}` : null;
};

/** `POST /customer`'s `data`, in the shape of the spec's `CustomerCreateResponse` (names and phone '' when unknown). */
export const customerData = (c: Customer) => ({
  transactions: [],
  subscriptions: [],
  authorizations: [],
  email: c.email,
  first_name: c.firstName ?? '',
  last_name: c.lastName ?? '',
  phone: c.phone ?? '',
  integration: INTEGRATION,
  domain: 'test',
  metadata: c.metadata,
  customer_code: c.code,
  risk_action: 'default',
  id: c.id,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  identified: false,
  identifications: null,
});

/** A customer as a dedicated account's answers and events show it (the spec's `DedicatedNubanCreateResponse`). */
export const accountCustomerData = (c: Customer) => ({
  id: c.id,
  first_name: c.firstName ?? '',
  last_name: c.lastName ?? '',
  email: c.email,
  customer_code: c.code,
  phone: c.phone ?? '',
  metadata: c.metadata,
  risk_action: 'default',
  international_format_phone: internationalPhone(c.phone),
});

const bankData = (p: Provider) => ({ name: p.bankName, id: p.bankId, slug: p.slug });

/**
 * A dedicated account as `POST /dedicated_account` answers it (with its customer) and `dedicatedaccount.assign.
 * success` sends it (`dedicated_account`, the customer beside it): the spec's `DedicatedNubanCreateResponse`.
 */
export const dedicatedAccountData = (a: DedicatedAccount) => ({
  bank: bankData(a.provider),
  account_name: a.accountName,
  account_number: a.accountNumber,
  assigned: a.active,
  currency: 'NGN',
  metadata: null,
  active: a.active,
  id: a.id,
  created_at: a.createdAt,
  updated_at: a.updatedAt,
  assignment: {
    integration: INTEGRATION,
    assignee_id: a.customer.id,
    assignee_type: 'Customer',
    expired: !a.active,
    account_type: 'PAY-WITH-TRANSFER-RECURRING',
    assigned_at: a.assignedAt,
    expired_at: a.active ? null : a.updatedAt,
  },
});

/** `GET /dedicated_account/:id`'s `data` (the spec's `DedicatedNubanFetchResponse`): no split, so `split_config` null. */
export const dedicatedAccountFetchData = (a: DedicatedAccount) => ({
  customer: accountCustomerData(a.customer),
  bank: bankData(a.provider),
  id: a.id,
  account_name: a.accountName,
  account_number: a.accountNumber,
  created_at: a.createdAt,
  updated_at: a.updatedAt,
  currency: 'NGN',
  split_config: null,
  active: a.active,
  assigned: a.active,
});

/** One account of `GET /dedicated_account` (the spec's `DedicatedNubanListResponseArray`: no customer metadata). */
export const dedicatedAccountListData = (a: DedicatedAccount) => {
  const {
    customer: { metadata: _m, ...customer },
    ...data
  } = dedicatedAccountFetchData(a);
  return { customer, ...data };
};

/** `DELETE /dedicated_account/:id`'s `data` (the spec's `DedicatedNubanDeactivateResponse`). */
export const dedicatedAccountDeactivateData = (a: DedicatedAccount) => {
  const {
    assignment: { expired: _e, expired_at: _x, ...assignment },
    ...data
  } = dedicatedAccountData(a);
  return { ...data, assignment };
};

/** One bank of `GET /dedicated_account/available_providers`, as in Paystack's example (`dedicated-account-providers.json`). */
export const providerData = (p: Provider) => ({
  provider_slug: p.slug,
  bank_id: p.bankId,
  bank_name: p.bankName,
  id: p.id,
});
