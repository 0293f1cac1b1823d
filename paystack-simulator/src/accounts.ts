import { randomBytes } from 'node:crypto';
import { lagosDayOf } from 'shared-contracts/dates';
import { accountCustomerData, chargeData, dedicatedAccountData } from './serializers.js';
import type { Store } from './store.js';
import type { Tasks } from 'simulator-kit';
import type { Customer, DedicatedAccount, Provider, Transaction } from './types.js';
import type { Emit } from './webhooks.js';

/**
 * Customers and their dedicated virtual accounts: a bank account number of the customer's own, at a provider bank;
 * whatever anyone sends to it becomes a Paystack transaction of that customer (`channel: dedicated_nuban`), told
 * to the shop by `charge.success`.
 */

/** The name on every dedicated account: the business's, then the customer's (`KASUWA/ADA OBI`). */
export const BUSINESS_NAME = 'KASUWA';

/**
 * The banks that give dedicated accounts. `test-bank` is what Paystack's test mode gives (the id of the simulator's
 * other Test Bank accounts); Wema Bank has the simulator's `GET /bank` id; Paystack-Titan has Paystack's.
 */
export const PROVIDERS: Provider[] = [
  { id: 1, slug: 'test-bank', bankId: 24, bankName: 'Test Bank' },
  { id: 2, slug: 'wema-bank', bankId: 22, bankName: 'Wema Bank' },
  { id: 3, slug: 'titan-paystack', bankId: 629, bankName: 'Paystack-Titan' },
];

export const providerBySlug = (slug: string) => PROVIDERS.find((p) => p.slug === slug);

/** What a customer can give: their email, and any of their names, phone and metadata. */
export interface CustomerFields {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
  metadata?: Record<string, unknown> | undefined;
}

/** What a transfer into a dedicated account carries, and how the bank tells Paystack of it. */
export interface TransferRequest {
  account: DedicatedAccount;
  amountKobo: number;
  senderName: string;
  senderBank?: string | undefined;
  narration?: string | undefined;
  /** Waits this long before `charge.success` is sent. */
  delayMs?: number | undefined;
  /** Sends nothing until a requery of the account and day. */
  hold?: boolean | undefined;
  /** Sends the same `charge.success` this many more times. */
  duplicate?: number | undefined;
}

export interface Accounts {
  /** The customer with that email, updated with what is given, or a new one (as Paystack's `POST /customer`). */
  saveCustomer(fields: CustomerFields): Customer;
  /** What a customer still lacks for a dedicated account (first name, last name, phone); none when ready. */
  missingForAccount(customer: Customer): string[];
  /** The customer's active account at that bank, or a new one with a number never given before. */
  open(customer: Customer, provider: Provider): { account: DedicatedAccount; created: boolean };
  /**
   * `POST /dedicated_account/assign`'s work, after the delay: the account and `dedicatedaccount.assign.success`, or
   * `dedicatedaccount.assign.failed` when the customer cannot be validated (a phone ending in 000).
   */
  assign(customer: Customer, provider: Provider): void;
  /** Deactivates an account; transfers to it still reach its customer. */
  deactivate(account: DedicatedAccount): void;
  /** A transfer into an account arrives: a successful transaction of its customer, and its `charge.success`. */
  receive(request: TransferRequest): Transaction;
  /**
   * Paystack asks the bank again: the held transfers into the account (on that Lagos day, when one is given) are
   * known at last, and their `charge.success` sent. Answers how many.
   */
  requery(account: DedicatedAccount, day: string | null): number;
}

const customerCode = () => `CUS_${[...randomBytes(15)].map((b) => (b % 36).toString(36)).join('')}`;

export function createAccounts(deps: {
  store: Store;
  tasks: Tasks;
  emit: Emit;
  assignDelayMs: number;
}): Accounts {
  const { store, tasks, emit, assignDelayMs } = deps;

  function saveCustomer(fields: CustomerFields): Customer {
    const now = new Date().toISOString();
    const given = {
      ...(fields.firstName ? { firstName: fields.firstName } : {}),
      ...(fields.lastName ? { lastName: fields.lastName } : {}),
      ...(fields.phone ? { phone: fields.phone } : {}),
      ...(fields.metadata ? { metadata: fields.metadata } : {}),
    };
    const known = store.customerByEmail(fields.email);
    if (known) {
      Object.assign(known, given, { updatedAt: now });
      return known;
    }
    let code = customerCode();
    while (store.customerByKey(code)) code = customerCode();
    const customer: Customer = {
      id: store.nextCustomerId(),
      code,
      email: fields.email.trim().toLowerCase(),
      firstName: null,
      lastName: null,
      phone: null,
      metadata: {},
      createdAt: now,
      updatedAt: now,
      ...given,
    };
    store.customers.set(customer.id, customer);
    return customer;
  }

  const missingForAccount = (c: Customer) =>
    [c.firstName ? null : 'first_name', c.lastName ? null : 'last_name', c.phone ? null : 'phone'].filter(
      (x): x is string => x !== null,
    );

  function open(customer: Customer, provider: Provider) {
    const existing = [...store.dedicatedAccounts.values()].find(
      (a) => a.customer === customer && a.provider === provider && a.active,
    );
    if (existing) return { account: existing, created: false };
    const now = new Date().toISOString();
    const account: DedicatedAccount = {
      id: store.nextDedicatedAccountId(),
      accountNumber: store.nextAccountNumber(),
      accountName: `${BUSINESS_NAME}/${customer.firstName ?? ''} ${customer.lastName ?? ''}`.toUpperCase(),
      provider,
      customer,
      active: true,
      createdAt: now,
      updatedAt: now,
      assignedAt: now,
    };
    store.dedicatedAccounts.set(account.id, account);
    return { account, created: true };
  }

  function assign(customer: Customer, provider: Provider) {
    tasks.track(
      tasks.sleep(assignDelayMs).then(() => {
        const fails = /000$/.test(customer.phone ?? '');
        const account = fails ? null : open(customer, provider).account;
        emit(
          fails ? 'dedicatedaccount.assign.failed' : 'dedicatedaccount.assign.success',
          {
            customer: accountCustomerData(customer),
            dedicated_account: account ? dedicatedAccountData(account) : null,
            identification: { status: fails ? 'failed' : 'success' },
          },
          null,
        );
      }),
    );
  }

  function deactivate(account: DedicatedAccount) {
    if (!account.active) return;
    account.active = false;
    account.updatedAt = new Date().toISOString();
  }

  /** Sends a transfer's `charge.success`, and its duplicates. */
  function announce(t: Transaction) {
    for (let i = 0; i <= (t.transfer?.duplicates ?? 0); i += 1)
      emit('charge.success', chargeData(t), t.reference);
  }

  function receive(request: TransferRequest): Transaction {
    const { account } = request;
    const now = new Date().toISOString();
    const id = store.nextTransactionId();
    const t: Transaction = {
      id,
      // Paystack makes the reference: the shop never saw this payment coming.
      reference: `T${randomBytes(8).toString('hex')}`,
      accessCode: randomBytes(8).toString('hex'),
      email: account.customer.email,
      amount: request.amountKobo,
      currency: 'NGN',
      chargedAmount: request.amountKobo,
      chargedCurrency: 'NGN',
      callbackUrl: null,
      metadata: null,
      status: 'success',
      gatewayResponse: 'Approved',
      channel: 'dedicated_nuban',
      paidAt: now,
      createdAt: now,
      refunded: 0,
      refundOutcome: null,
      offline: null,
      customer: account.customer,
      transfer: {
        account,
        senderName: request.senderName,
        senderBank: request.senderBank ?? 'Guaranty Trust Bank',
        // Made from the transaction's id: the same transfer always shows the same masked account.
        senderAccountNumber: `0${String(id).slice(-9).padStart(9, '0')}`,
        narration: request.narration ?? `NIP: ${request.senderName.toUpperCase()} -${account.accountNumber}`,
        held: request.hold === true,
        duplicates: request.duplicate ?? 0,
      },
    };
    store.transactions.set(t.reference, t);
    if (!t.transfer?.held) {
      const delay = request.delayMs ?? 0;
      if (delay > 0) tasks.track(tasks.sleep(delay).then(() => announce(t)));
      else announce(t);
    }
    return t;
  }

  function requery(account: DedicatedAccount, day: string | null): number {
    const found = [...store.transactions.values()].filter(
      (t) =>
        t.transfer?.account === account &&
        t.transfer.held &&
        (day === null || lagosDayOf(t.paidAt ?? t.createdAt) === day),
    );
    for (const t of found) {
      if (t.transfer) t.transfer.held = false;
      announce(t);
    }
    return found.length;
  }

  return { saveCustomer, missingForAccount, open, assign, deactivate, receive, requery };
}
