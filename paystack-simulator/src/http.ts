import type { FastifyReply } from 'fastify';

/** Small helpers the simulator's routes share. */

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paystack's error answer: `{status: false, message}`. */
export const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ status: false, message });

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One page of a list, with Paystack's offset `meta`: `perPage` (50 unless a positive whole number is given) and
 * `page` (from 1).
 */
export function pageOf<T>(items: T[], perPage: string | undefined, page: string | undefined) {
  const size = positive(perPage) ?? 50;
  const at = positive(page) ?? 1;
  const skipped = (at - 1) * size;
  return {
    data: items.slice(skipped, skipped + size),
    meta: {
      total: items.length,
      skipped,
      perPage: size,
      page: at,
      pageCount: Math.ceil(items.length / size),
    },
  };
}

const positive = (text: string | undefined) => {
  const n = Number(text);
  return text !== undefined && Number.isSafeInteger(n) && n > 0 ? n : null;
};
