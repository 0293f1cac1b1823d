import type { FastifyReply } from 'fastify';
import type * as v from 'valibot';

/** Shipbubble's answer: `{status: "success", message, data}`. */
export const success = <T>(message: string, data?: T) =>
  data === undefined ? { status: 'success', message } : { status: 'success', message, data };

/** Shipbubble's error answer: `{status: "failed", message}`, with `errors[]` for a request it could not take. */
export const fail = (reply: FastifyReply, statusCode: number, message: string, errors?: string[]) =>
  reply
    .status(statusCode)
    .send(errors ? { status: 'failed', message, errors } : { status: 'failed', message });

/** Every message a body's schema refused it with, once each; a missing field as `<field> is required`. */
export const issuesOf = (issues: readonly v.BaseIssue<unknown>[]) => [
  ...new Set(
    issues.map((issue) =>
      issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && issue.path
        ? `${issue.path.map((step) => String(step.key)).join('.')} is required`
        : issue.message,
    ),
  ),
];

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
