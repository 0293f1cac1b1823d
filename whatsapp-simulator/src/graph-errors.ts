import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { WhatsAppError } from './types.js';

/**
 * The Cloud API's answers to a bad request, in the Graph API's error shape:
 * `{error: {message: "(#code) title", type, code, error_data: {messaging_product, details}, error_subcode?,
 * fbtrace_id}}`. The codes are Meta's (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes); the
 * shop should act on `code`, not on the words.
 */

export interface GraphError {
  http: number;
  code: number;
  title: string;
  details: string;
  type?: string;
  subcode?: number;
}

const traceId = () => randomBytes(9).toString('base64').replace(/[+/=]/g, 'A');

export function sendGraphError(reply: FastifyReply, error: GraphError) {
  return reply.status(error.http).send({
    error: {
      message: `(#${error.code}) ${error.title}`,
      type: error.type ?? 'OAuthException',
      code: error.code,
      error_data: { messaging_product: 'whatsapp', details: error.details },
      ...(error.subcode === undefined ? {} : { error_subcode: error.subcode }),
      fbtrace_id: traceId(),
    },
  });
}

/** A token that is missing or not the shop's (Graph answers 401 with code 190 for a token it cannot use). */
export const invalidToken = (missing: boolean): GraphError => ({
  http: 401,
  code: missing ? 104 : 190,
  title: missing
    ? 'An access token is required to request this resource.'
    : 'Invalid OAuth access token - Cannot parse access token',
  details: missing ? 'Authorization: Bearer <access token> is missing' : 'The access token is not valid',
});

/** A phone number id that is not the simulator's (Graph's "object does not exist", subcode 33). */
export const unknownPhoneNumberId = (id: string): GraphError => ({
  http: 400,
  code: 100,
  subcode: 33,
  type: 'GraphMethodException',
  title: `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
  details: `There is no phone number with the id ${id}`,
});

export const invalidParameter = (details: string): GraphError => ({
  http: 400,
  code: 100,
  title: 'Invalid parameter',
  details,
});

export const requiredParameter = (name: string): GraphError => ({
  http: 400,
  code: 100,
  title: `The parameter ${name} is required.`,
  details: `The parameter ${name} is required.`,
});

export const invalidValue = (details: string): GraphError => ({
  http: 400,
  code: 131009,
  title: 'Parameter value is not valid',
  details,
});

export const unsupportedType = (type: string): GraphError => ({
  http: 400,
  code: 131051,
  title: 'Unsupported message type',
  details: `Message type ${type} is not supported by the simulator (it takes template and text messages)`,
});

/** The template is not there in that language (or at all): 132001, as when it was never approved in it. */
export const templateMissing = (name: string, language: string): GraphError => ({
  http: 404,
  code: 132001,
  title: 'Template name does not exist in the translation',
  details: `template name (${name}) does not exist in ${language}`,
});

/** A template Meta paused (its quality fell) or disabled cannot be sent: 132015, 132016. */
export const templateNotSendable = (
  name: string,
  language: string,
  status: 'PAUSED' | 'DISABLED',
): GraphError =>
  status === 'PAUSED'
    ? {
        http: 400,
        code: 132015,
        title: 'Template is Paused',
        details: `template name (${name}) in ${language} is paused`,
      }
    : {
        http: 400,
        code: 132016,
        title: 'Template is Disabled',
        details: `template name (${name}) in ${language} is disabled`,
      };

export const parameterCountMismatch = (component: string, given: number, expected: number): GraphError => ({
  http: 400,
  code: 132000,
  title: 'Number of parameters does not match the expected number of params',
  details: `${component}: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
});

export const parameterFormatMismatch = (details: string): GraphError => ({
  http: 400,
  code: 132012,
  title: 'Parameter format does not match format in the created template',
  details,
});

export const hydratedTextTooLong = (length: number): GraphError => ({
  http: 400,
  code: 132005,
  title: 'Translated text too long',
  details: `The template's body with its parameters is ${length} characters; WhatsApp allows 1024`,
});

const HREF = 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/';

/** A failed status's error, as the status webhook carries it. */
const statusError = (code: number, title: string, details: string): WhatsAppError => ({
  code,
  title,
  message: title,
  error_data: { details },
  href: HREF,
});

/** The recipient cannot be reached (not on WhatsApp, an old app, or has not accepted the terms): 131026. */
export const UNDELIVERABLE = statusError(131026, 'Message undeliverable', 'Message Undeliverable.');

/** A free-form message more than 24 hours after the shopper last wrote: 131047. */
export const RE_ENGAGEMENT = statusError(
  131047,
  'Re-engagement message',
  'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
);
