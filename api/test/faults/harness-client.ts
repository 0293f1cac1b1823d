/** The fault suites' HTTP client: one request, or retried like the shop's client; a signed-in shopper and a checkout. */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Answer {
  status: number;
  body: { data?: unknown; message?: string; detail?: string } & Record<string, unknown>;
  headers: Headers;
}

/** One request; a network error or timeout rejects. */
export async function call(
  url: string,
  options: {
    method?: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const res = await fetch(url, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
}

/**
 * Like the shop's client: network errors and 5xx are retried (the same request, headers included) until an
 * answer comes or `deadlineMs` passes.
 */
export async function callWithRetries(
  url: () => string,
  options: Parameters<typeof call>[1],
  deadlineMs = 60_000,
): Promise<Answer & { attempts: number }> {
  const deadline = Date.now() + deadlineMs;
  for (let attempts = 1; ; attempts += 1) {
    try {
      const answer = await call(url(), options);
      if (answer.status < 500 || Date.now() > deadline) return { ...answer, attempts };
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await sleep(Math.min(100 * attempts, 1_000));
  }
}

export interface Shopper {
  email: string;
  token: string;
}

/** Registers and signs in a shopper (one at a time: the API limits password hashes per client). */
export async function newShopper(
  apiUrl: string,
  password = 'Passw0rdKasuwa',
): Promise<Shopper & { refresh: string }> {
  const id = randomUUID().slice(0, 8);
  const email = `fault-${id}@example.ng`;
  const registered = await call(`${apiUrl}/api/auth/register`, {
    method: 'POST',
    body: { first_name: 'Ada', last_name: 'Obi', username: `fault${id}`, email, password },
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await call(`${apiUrl}/api/auth/login`, { method: 'POST', body: { email, password } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  const tokens = login.body.data as { access: string; refresh: string };
  return { email, token: tokens.access, refresh: tokens.refresh };
}

export const shippingAddress = {
  full_name: 'Ada Obi',
  phone: '08031234567',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
};

export const checkoutBody = { shipping_address: shippingAddress, payment_method: 'pay_on_delivery' };
