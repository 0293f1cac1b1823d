import { REQUEST_TIMEOUT_MS } from '../../../shop-runtime/src/constants.js';

/** How the shoppers and the admin talk to the shop: one request, its answer's kind, and work done a few at a time. */

export interface Reply {
  status: number;
  body: { data?: unknown; message?: string; conflict?: { reason?: string }; errors?: unknown };
  ms: number;
}

/** Every request gives up when the storefront's would (shop-runtime's REQUEST_TIMEOUT_MS): a later answer is none. */
export async function call(
  url: string,
  { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
): Promise<Reply> {
  const started = performance.now();
  const res = await fetch(url, {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let parsed: Reply['body'] = {};
  try {
    parsed = JSON.parse(text) as Reply['body'];
  } catch {
    parsed = { message: text.slice(0, 200) };
  }
  return { status: res.status, body: parsed, ms };
}

export function expectStatus(reply: Reply, status: number, what: string) {
  if (reply.status !== status)
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 500)}`);
}

/** Runs `task` over `items`, `width` at a time. */
export async function inTurns<T, R>(
  items: T[],
  width: number,
  task: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      results[i] = await task(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** 'YYYY-MM-DDTHH:mm' in Lagos (UTC+1, no summer time) `minutesAgo` minutes ago. */
export const lagosTime = (minutesAgo: number) =>
  new Date(Date.now() + 3_600_000 - minutesAgo * 60_000).toISOString().slice(0, 16);

/** The answer's kind, as the shopper reads it; amounts and names are left out so alike answers count together. */
export function kindOf(reply: Reply): string {
  if (reply.status === 201) return 'order placed';
  const reason = reply.body.conflict?.reason;
  const message = (reply.body.message ?? '').replace(/₦[\d,.]+/g, '₦…');
  if (reply.status === 409 && reason === 'stock') return 'sold out';
  if (reply.status === 409 && reason === 'promotion') return 'code used up';
  if (reply.status === 409 && reason === 'total') return 'total changed';
  if (reply.status === 400 && /code/i.test(message)) return 'code refused';
  return `${reply.status} ${reason ?? ''} ${message}`.trim();
}
