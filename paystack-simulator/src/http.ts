import type { FastifyReply } from 'fastify';

/** Small helpers the simulator's routes share. */

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paystack's error answer: `{status: false, message}`. */
export const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ status: false, message });

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
