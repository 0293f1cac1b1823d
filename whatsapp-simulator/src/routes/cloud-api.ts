import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  hydratedTextTooLong,
  invalidParameter,
  invalidToken,
  invalidValue,
  parameterCountMismatch,
  parameterFormatMismatch,
  requiredParameter,
  sendGraphError,
  templateMissing,
  templateNotSendable,
  unknownPhoneNumberId,
  unsupportedType,
  type GraphError,
} from '../graph-errors.js';
import { newMessageId, waIdOf } from '../store.js';
import { findTemplate, renderTemplate, type RenderedTemplate } from 'shared-contracts/whatsapp-templates';
import type { SimMessage, TemplateStatus } from '../types.js';
import type { RouteContext } from './context.js';

const Parameter = v.looseObject({ type: v.string(), text: v.optional(v.string()) });

const Component = v.looseObject({
  type: v.picklist(['header', 'body', 'footer', 'button']),
  sub_type: v.optional(v.string()),
  index: v.optional(v.union([v.string(), v.number()])),
  parameters: v.optional(v.array(Parameter), []),
});

/** The body of `POST /{phone-number-id}/messages`, for the two types the simulator takes. */
export const sendMessageSchema = v.looseObject({
  messaging_product: v.string(),
  recipient_type: v.optional(v.literal('individual')),
  to: v.string(),
  // The Cloud API's default type is text.
  type: v.optional(v.string(), 'text'),
  template: v.optional(
    v.looseObject({
      name: v.string(),
      language: v.looseObject({ code: v.string(), policy: v.optional(v.literal('deterministic')) }),
      components: v.optional(v.array(Component), []),
    }),
  ),
  text: v.optional(v.looseObject({ body: v.string(), preview_url: v.optional(v.boolean()) })),
});
type SendMessage = v.InferOutput<typeof sendMessageSchema>;
type TemplatePart = NonNullable<SendMessage['template']>;

/** A valibot issue as Graph words it: a missing field is "required", anything else an invalid parameter. */
function issueError(issue: v.BaseIssue<unknown>): GraphError {
  const path = v.getDotPath(issue) ?? 'body';
  return issue.input === undefined && issue.kind === 'schema'
    ? requiredParameter(path)
    : invalidParameter(`${path}: ${issue.message}`);
}

/** Meta refuses a body parameter with a line break, a tab or more than 4 spaces in a row. */
const BAD_PARAMETER_TEXT = /[\n\t]| {5,}/;
const BODY_LIMIT = 1024;
const TEXT_LIMIT = 4096;

/** The template's words with the send's parameters, or the error WhatsApp answers for them. */
function fillTemplate(
  template: TemplatePart,
  shopUrl: string,
  status: TemplateStatus,
): RenderedTemplate & { error?: GraphError } {
  const none = { text: '', buttons: [] };
  const found = findTemplate(template.name, template.language.code);
  if (!found) return { ...none, error: templateMissing(template.name, template.language.code) };
  if (status !== 'APPROVED')
    return { ...none, error: templateNotSendable(found.name, found.language, status) };
  const given = { header: 0, body: [] as string[], buttons: new Map<number, string[]>() };
  for (const component of template.components) {
    const texts: string[] = [];
    for (const parameter of component.parameters) {
      if (parameter.type !== 'text' || parameter.text === undefined)
        return {
          ...none,
          error: parameterFormatMismatch(
            `${component.type}: parameter of type ${parameter.type} where the template has text`,
          ),
        };
      if (parameter.text.trim() === '')
        return { ...none, error: invalidParameter('Param text cannot be empty') };
      if (BAD_PARAMETER_TEXT.test(parameter.text))
        return {
          ...none,
          error: invalidParameter(
            'Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
          ),
        };
      texts.push(parameter.text);
    }
    if (component.type === 'header') given.header += texts.length;
    else if (component.type === 'body') given.body.push(...texts);
    else if (component.type === 'button') {
      const index = Number(component.index ?? 0);
      if (component.sub_type !== 'url' || !Number.isInteger(index) || !found.buttons[index])
        return {
          ...none,
          error: invalidParameter(
            `button at index ${String(component.index)}: the template has no URL button there`,
          ),
        };
      given.buttons.set(index, texts);
    }
  }
  if (given.header !== 0) return { ...none, error: parameterCountMismatch('header', given.header, 0) };
  if (given.body.length !== found.parameters.length)
    return { ...none, error: parameterCountMismatch('body', given.body.length, found.parameters.length) };
  const buttonTexts: string[] = [];
  for (const [index] of found.buttons.entries()) {
    const texts = given.buttons.get(index) ?? [];
    if (texts.length !== 1)
      return {
        ...none,
        error: parameterCountMismatch(`button at index ${index} of type Url`, texts.length, 1),
      };
    buttonTexts.push(texts[0] ?? '');
  }
  const rendered = renderTemplate(found, given.body, buttonTexts, shopUrl);
  if (rendered.text.length > BODY_LIMIT) return { ...none, error: hydratedTextTooLong(rendered.text.length) };
  return rendered;
}

/**
 * WhatsApp's Cloud API: `POST /v{N}/{phone-number-id}/messages` with the shop's access token, for template messages
 * (and free-form text, which WhatsApp delivers only inside the shopper's 24-hour window). Answers as the Cloud API
 * does, then sends the message's statuses to the shop's webhook.
 */
export function registerCloudApi(app: FastifyInstance, context: RouteContext): void {
  const { store, flow, accessToken, phoneNumberId, shopUrl } = context;

  function tokenError(request: FastifyRequest): GraphError | null {
    const header = request.headers.authorization;
    if (!header) return invalidToken(true);
    const expected = Buffer.from(`Bearer ${accessToken}`);
    const given = Buffer.from(header);
    return given.length === expected.length && timingSafeEqual(given, expected) ? null : invalidToken(false);
  }

  app.post<{ Params: { version: string; phoneNumberId: string } }>(
    '/:version/:phoneNumberId/messages',
    async (request, reply) => {
      if (!/^v\d+\.\d+$/.test(request.params.version))
        return sendGraphError(reply, invalidParameter(`Unknown API version ${request.params.version}`));
      const denied = tokenError(request);
      if (denied) return sendGraphError(reply, denied);
      if (request.params.phoneNumberId !== phoneNumberId)
        return sendGraphError(reply, unknownPhoneNumberId(request.params.phoneNumberId));

      const parsed = v.safeParse(sendMessageSchema, request.body ?? {});
      if (!parsed.success) return sendGraphError(reply, issueError(parsed.issues[0]));
      const body = parsed.output;
      if (body.messaging_product !== 'whatsapp')
        return sendGraphError(
          reply,
          invalidParameter(`Param messaging_product must be "whatsapp", not "${body.messaging_product}"`),
        );
      // Stricter than WhatsApp, to catch a shop that forgets the country code: 0803… is refused, not guessed.
      const waId = waIdOf(body.to);
      if (!waId)
        return sendGraphError(
          reply,
          invalidValue(
            `to (${body.to}) is not a phone number in international form: its digits, country code first, like 2348031234567`,
          ),
        );

      let words: RenderedTemplate;
      let template: SimMessage['template'] = null;
      if (body.type === 'template') {
        if (!body.template) return sendGraphError(reply, requiredParameter('template'));
        const key = `${body.template.name}/${body.template.language.code}`;
        const filled = fillTemplate(body.template, shopUrl, store.templateStatus.get(key) ?? 'APPROVED');
        if (filled.error) return sendGraphError(reply, filled.error);
        words = filled;
        template = { name: body.template.name, language: body.template.language.code };
      } else if (body.type === 'text') {
        if (!body.text) return sendGraphError(reply, requiredParameter('text'));
        if (body.text.body.trim() === '' || body.text.body.length > TEXT_LIMIT)
          return sendGraphError(reply, invalidParameter('text.body is 1 to 4096 characters'));
        words = { text: body.text.body, buttons: [] };
      } else {
        return sendGraphError(reply, unsupportedType(body.type));
      }

      const message: SimMessage = {
        id: newMessageId(),
        direction: 'out',
        waId,
        text: words.text,
        template,
        buttons: words.buttons,
        status: 'accepted',
        errors: [],
        at: new Date().toISOString(),
      };
      store.add(message);
      flow.dispatch(message);
      return {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: waId }],
        messages: [{ id: message.id, ...(template ? { message_status: 'accepted' } : {}) }],
      };
    },
  );
}
