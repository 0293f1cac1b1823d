import type { FastifyInstance } from 'fastify';
import { lagosDayOf } from 'shared-contracts/dates';
import { PROVIDERS, providerBySlug } from '../accounts.js';
import { fail, isObject, pageOf } from '../http.js';
import {
  accountCustomerData,
  customerData,
  dedicatedAccountData,
  dedicatedAccountDeactivateData,
  dedicatedAccountFetchData,
  dedicatedAccountListData,
  providerData,
} from '../serializers.js';
import type { RouteContext } from './context.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A body's field as trimmed text; undefined when absent, empty or not text. */
const text = (body: Record<string, unknown>, key: string) => {
  const value = body[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** Metadata as Paystack takes it: an object, or the JSON text of one. */
function metadataOf(value: unknown): Record<string, unknown> | undefined {
  if (isObject(value)) return value;
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const validEmail = (email: string | undefined): email is string =>
  email !== undefined && /^[^\s@]+@[^\s@]+$/.test(email);

/** 'first_name', 'last_name', 'phone' → "first_name, last_name and phone". */
const inWords = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');

const providerRefusal = `preferred_bank is one of ${PROVIDERS.map((p) => p.slug).join(', ')}`;

/**
 * Paystack's customers and dedicated virtual accounts: `POST /customer`, `POST /dedicated_account` (an account at
 * once), `POST /dedicated_account/assign` (a customer and an account, told later by `dedicatedaccount.assign.*`),
 * `GET /dedicated_account` (filtered, paged), `GET /dedicated_account/available_providers`, `GET
 * /dedicated_account/requery` (held transfers sent), `GET /dedicated_account/:id` and `DELETE /dedicated_account/:id`.
 */
export function registerDedicatedAccountRoutes(app: FastifyInstance, context: RouteContext): void {
  const { store, accounts } = context;

  /** Creates a customer, or answers the one with that email, updated with the names, phone and metadata given. */
  app.post('/customer', async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const email = text(body, 'email');
    if (!validEmail(email)) return fail(reply, 400, 'Invalid Email Address Passed');
    const customer = accounts.saveCustomer({
      email,
      firstName: text(body, 'first_name'),
      lastName: text(body, 'last_name'),
      phone: text(body, 'phone'),
      metadata: metadataOf(body.metadata),
    });
    return { status: true, message: 'Customer created', data: customerData(customer) };
  });

  /**
   * A dedicated account for a customer (`customer`: code or id), at `preferred_bank` (`test-bank` unless said), at
   * once; the customer's active one at that bank when there is one. `first_name`, `last_name` and `phone` given
   * here update the customer first, as Paystack's do; a customer still without them is refused.
   */
  app.post('/dedicated_account', async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const key = typeof body.customer === 'number' ? String(body.customer) : text(body, 'customer');
    if (key === undefined) return fail(reply, 400, 'Customer code or id is required');
    const known = store.customerByKey(key);
    if (!known) return fail(reply, 400, 'Customer not found');
    const provider = providerBySlug(text(body, 'preferred_bank') ?? 'test-bank');
    if (!provider) return fail(reply, 400, providerRefusal);
    const customer = accounts.saveCustomer({
      email: known.email,
      firstName: text(body, 'first_name'),
      lastName: text(body, 'last_name'),
      phone: text(body, 'phone'),
    });
    const missing = accounts.missingForAccount(customer);
    if (missing.length > 0) {
      return fail(
        reply,
        400,
        `The customer's ${inWords(missing)} ${missing.length > 1 ? 'are' : 'is'} required to create a dedicated account. Update the customer and try again`,
      );
    }
    const { account } = accounts.open(customer, provider);
    return {
      status: true,
      message: 'NUBAN successfully created',
      data: { ...dedicatedAccountData(account), customer: accountCustomerData(customer) },
    };
  });

  /**
   * Creates (or updates) the customer and assigns them an account, in the background: the answer says it is in
   * progress; `dedicatedaccount.assign.success` follows, or `.failed` when the phone ends in 000.
   */
  app.post('/dedicated_account/assign', async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const email = text(body, 'email');
    if (!validEmail(email)) return fail(reply, 400, 'Invalid Email Address Passed');
    const missing = ['first_name', 'last_name', 'phone', 'preferred_bank', 'country'].filter(
      (field) => text(body, field) === undefined,
    );
    if (missing.length > 0) {
      return fail(reply, 400, `${inWords(missing)} ${missing.length > 1 ? 'are' : 'is'} required`);
    }
    const provider = providerBySlug(text(body, 'preferred_bank') ?? '');
    if (!provider) return fail(reply, 400, providerRefusal);
    if (text(body, 'country') !== 'NG') {
      return fail(reply, 400, 'country is NG: the simulator gives Nigerian accounts only');
    }
    const customer = accounts.saveCustomer({
      email,
      firstName: text(body, 'first_name'),
      lastName: text(body, 'last_name'),
      phone: text(body, 'phone'),
    });
    accounts.assign(customer, provider);
    return { status: true, message: 'Assign dedicated account in progress' };
  });

  /**
   * The accounts, newest first: `active` (true or false), `customer` (id or code), `provider_slug`, `perPage` (50
   * by default) and `page`, with Paystack's `meta`.
   */
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/dedicated_account',
    async (request, reply) => {
      const { active, customer, provider_slug: slug } = request.query;
      if (active !== undefined && active !== 'true' && active !== 'false') {
        return fail(reply, 400, 'active is true or false');
      }
      const matching = [...store.dedicatedAccounts.values()]
        .filter(
          (a) =>
            (active === undefined || a.active === (active === 'true')) &&
            (customer === undefined || a.customer.code === customer || String(a.customer.id) === customer) &&
            (slug === undefined || a.provider.slug === slug),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      const { data, meta } = pageOf(matching, request.query.perPage, request.query.page);
      return {
        status: true,
        message: 'Managed accounts successfully retrieved',
        data: data.map(dedicatedAccountListData),
        meta,
      };
    },
  );

  app.get('/dedicated_account/available_providers', async () => ({
    status: true,
    message: 'Dedicated account providers retrieved',
    data: PROVIDERS.map(providerData),
  }));

  /**
   * Asks the bank again about transfers into `account_number` (at `provider_slug`, when given) on `date` (a Lagos
   * day, `YYYY-MM-DD`; any day when absent): the held ones are sent now, by `charge.success`, as Paystack does.
   */
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/dedicated_account/requery',
    async (request, reply) => {
      const { account_number: accountNumber, provider_slug: slug, date } = request.query;
      if (!accountNumber) return fail(reply, 400, 'account_number is required');
      const account = store.accountByNumber(accountNumber);
      if (!account || (slug !== undefined && account.provider.slug !== slug)) {
        return fail(reply, 404, 'Dedicated account not found');
      }
      let day: string | null = null;
      if (date !== undefined) {
        if (DAY.test(date)) day = date;
        else if (!Number.isNaN(Date.parse(date))) day = lagosDayOf(date);
        else return fail(reply, 400, 'Invalid date: the day of the transfer, YYYY-MM-DD');
      }
      accounts.requery(account, day);
      return {
        status: true,
        message:
          'We are checking the status of your transfer. We will send you a notification once it is confirmed',
      };
    },
  );

  /** An account by its id, or a 404. */
  const accountOf = (id: string) => store.dedicatedAccounts.get(Number(id));

  app.get<{ Params: { id: string } }>('/dedicated_account/:id', async (request, reply) => {
    const account = accountOf(request.params.id);
    if (!account) return fail(reply, 404, 'Dedicated account not found');
    return {
      status: true,
      message: 'Managed account successfully retrieved',
      data: dedicatedAccountFetchData(account),
    };
  });

  /** Deactivates the account (`active: false`); what is still sent to it reaches its customer. */
  app.delete<{ Params: { id: string } }>('/dedicated_account/:id', async (request, reply) => {
    const account = accountOf(request.params.id);
    if (!account) return fail(reply, 404, 'Dedicated account not found');
    accounts.deactivate(account);
    return {
      status: true,
      message: 'Managed Account Successfully Unassigned',
      data: dedicatedAccountDeactivateData(account),
    };
  });
}
