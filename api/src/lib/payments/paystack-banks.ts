import { LRUCache } from 'lru-cache';
import { isObject } from '../json.js';
import { paystackRequest, type PaystackConfig } from './paystack-http.js';
import { badRequest, HttpError } from '../http-error.js';
import { ProviderError } from './provider.js';

/**
 * Paystack's list of Nigerian banks (`GET /bank`) and its account resolution (`GET /bank/resolve`), for refunds of
 * orders paid on delivery and of store credit: the shopper (or the admin) picks a bank and types a number; the name is Paystack's, never typed.
 * Over the one Paystack client (paystack-http.ts), with the payments' base URL and secret key.
 */
export interface PaystackBanksConfig extends PaystackConfig {
  /** How long the bank list is kept before it is asked again. */
  listTtlMs?: number;
}

export interface PaystackBank {
  id: number;
  code: string;
  name: string;
}

export interface ResolvedBankAccount {
  accountNumber: string;
  accountName: string;
}

/** The account could not be resolved: a wrong number for that bank (Paystack answers 422). */
export class UnresolvedAccountError extends Error {
  constructor() {
    super('We could not find that account number at that bank. Check both and try again.');
    this.name = 'UnresolvedAccountError';
  }
}

export interface PaystackBanks {
  listBanks(): Promise<PaystackBank[]>;
  resolveAccount(bankCode: string, accountNumber: string): Promise<ResolvedBankAccount>;
}

export function createPaystackBanks(config: PaystackBanksConfig): PaystackBanks {
  const request = paystackRequest(config);
  const get = (path: string) => request('GET', path);
  const ttl = config.listTtlMs ?? 3_600_000;

  async function readBanks(): Promise<PaystackBank[]> {
    const { status, envelope } = await get('/bank?country=nigeria&currency=NGN&perPage=100');
    if (status !== 200 || envelope.status !== true || !Array.isArray(envelope.data))
      throw new ProviderError(`Paystack refused the bank list: ${String(envelope.message)}`, status);
    return envelope.data
      .filter(isObject)
      .filter((b) => b.active !== false && b.is_deleted !== true)
      .map((b) => ({ id: Number(b.id), code: String(b.code ?? ''), name: String(b.name ?? '') }))
      .filter((b) => Number.isSafeInteger(b.id) && b.code !== '' && b.name !== '')
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  // The list, kept for `listTtlMs`: shoppers asking while it is read share the one read; a failed read is not kept.
  const banksCache = new LRUCache<'banks', PaystackBank[]>({
    max: 1,
    ttl,
    fetchMethod: readBanks,
  });

  return {
    async listBanks() {
      // fetchMethod answers a list or throws: never undefined.
      return (await banksCache.fetch('banks')) as PaystackBank[];
    },

    async resolveAccount(bankCode, accountNumber) {
      // Sent as text: an account number's leading zeros are part of it.
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const { status, envelope } = await get(`/bank/resolve?${query.toString()}`);
      if (status === 422 || status === 400 || (status === 200 && envelope.status !== true))
        throw new UnresolvedAccountError();
      if (status !== 200 || !isObject(envelope.data))
        throw new ProviderError(
          `Paystack refused the account resolution: ${String(envelope.message)}`,
          status,
        );
      const name = envelope.data.account_name;
      if (typeof name !== 'string' || name.trim() === '') throw new UnresolvedAccountError();
      return {
        accountNumber: String(envelope.data.account_number ?? accountNumber),
        accountName: name.trim(),
      };
    },
  };
}

/** A refund's bank account: the bank from Paystack's list and the holder's name as their bank knows it. */
export interface CheckedBankAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** Paystack's banks cannot be asked (no key, or it does not answer): 503, in words. */
export const banksUnavailable = () =>
  new HttpError(503, 'Bank accounts cannot be checked right now. Please try again in a few minutes.');

/** Paystack's list of banks, or 503 when it cannot be had. */
export async function bankListOf(banks: PaystackBanks | null): Promise<PaystackBank[]> {
  if (!banks) throw banksUnavailable();
  try {
    return await banks.listBanks();
  } catch (err) {
    if (err instanceof ProviderError) throw banksUnavailable();
    throw err;
  }
}

/**
 * Checks an account a refund is to go to: the bank must be one of Paystack's list and the number must resolve there
 * (400 naming the field when not), 503 when Paystack cannot be asked. Shared by the returns and the store credit.
 */
export async function checkBankAccount(
  banks: PaystackBanks | null,
  bankCode: string,
  accountNumber: string,
): Promise<CheckedBankAccount> {
  const bank = (await bankListOf(banks)).find((b) => b.code === bankCode);
  if (!bank || !banks)
    throw badRequest('Choose your bank from the list.', { bank_code: ['Choose your bank'] });
  try {
    const found = await banks.resolveAccount(bankCode, accountNumber);
    return { bankCode, bankName: bank.name, accountNumber, accountName: found.accountName };
  } catch (err) {
    if (err instanceof UnresolvedAccountError)
      throw badRequest(err.message, { account_number: [err.message] });
    if (err instanceof ProviderError) throw banksUnavailable();
    throw err;
  }
}
