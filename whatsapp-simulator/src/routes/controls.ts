import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { waIdOf } from '../store.js';
import { findTemplate, WHATSAPP_TEMPLATES } from 'shared-contracts/whatsapp-templates';
import { TEMPLATE_STATUSES, WEBHOOK_MODES, type SimMessage } from '../types.js';
import type { RouteContext } from './context.js';

const controlsSchema = v.object({
  webhook_mode: v.optional(v.picklist(WEBHOOK_MODES, `webhook_mode is one of ${WEBHOOK_MODES.join(', ')}`)),
  delay_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000))),
});

const numberSchema = v.object({
  reachable: v.optional(v.boolean()),
  reads: v.optional(v.boolean()),
  name: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60))),
});

const inboundSchema = v.object({
  from: v.string(),
  text: v.pipe(v.string(), v.trim(), v.nonEmpty('text is required'), v.maxLength(4096)),
});

const templateStatusSchema = v.object({
  status: v.picklist(TEMPLATE_STATUSES, `status is one of ${TEMPLATE_STATUSES.join(', ')}`),
  reason: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

/** A template's id at Meta; the simulator numbers them by their place in the registry. */
const templateId = (name: string, language: string) =>
  String(
    300_000_000_000_000 + WHATSAPP_TEMPLATES.findIndex((t) => t.name === name && t.language === language),
  );

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ error: { message } });

/** A message as the controls answer it (tests and e2e read what the shopper's phone shows). */
export const messageData = (m: SimMessage) => ({
  id: m.id,
  direction: m.direction,
  wa_id: m.waId,
  text: m.text,
  template: m.template,
  buttons: m.buttons,
  status: m.status,
  errors: m.errors,
  at: m.at,
});

/**
 * The test controls, only here, under `/__sim/whatsapp/`: the webhook mode, a phone's behaviour (unreachable, never
 * reads), a shopper's reply, a template's review status, and what was sent, received and delivered. Not WhatsApp's:
 * no token.
 */
export function registerControls(app: FastifyInstance, context: RouteContext): void {
  const { store, flow, deliveries, send, tasks } = context;

  /** `{webhook_mode?, delay_ms?}`: normal | duplicate | reorder | delay (by delay_ms, 2 s unless given) | drop. */
  app.post('/__sim/whatsapp/controls', async (request, reply) => {
    const parsed = v.safeParse(controlsSchema, request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, parsed.issues[0].message);
    store.controls = {
      mode: parsed.output.webhook_mode ?? 'normal',
      delayMs: parsed.output.delay_ms ?? 2_000,
    };
    return { data: { webhook_mode: store.controls.mode, delay_ms: store.controls.delayMs } };
  });

  /** `{reachable?, reads?, name?}` for one phone; its messages from now on follow it. */
  app.post<{ Params: { phone: string } }>('/__sim/whatsapp/numbers/:phone', async (request, reply) => {
    const waId = waIdOf(request.params.phone);
    if (!waId) return refuse(reply, 400, 'The phone is its digits, country code first (2348031234567)');
    const parsed = v.safeParse(numberSchema, request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, parsed.issues[0].message);
    const { reachable, reads, name } = parsed.output;
    const before = store.settingsOf(waId);
    const settings = {
      reachable: reachable ?? before.reachable,
      reads: reads ?? before.reads,
      name: name ?? before.name,
    };
    store.numbers.set(waId, settings);
    return { data: { wa_id: waId, ...settings } };
  });

  /** A shopper writes to the shop: `{from, text}`; the shop's webhook gets it as a `messages` change. */
  app.post('/__sim/whatsapp/inbound', async (request, reply) => {
    const parsed = v.safeParse(inboundSchema, request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, parsed.issues[0].message);
    const waId = waIdOf(parsed.output.from);
    if (!waId) return refuse(reply, 400, 'from is the phone’s digits, country code first (2348031234567)');
    return { data: messageData(flow.receive(waId, parsed.output.text)) };
  });

  /** The messages both ways, oldest first; `?phone=` for one number's. */
  app.get<{ Querystring: { phone?: string } }>('/__sim/whatsapp/messages', async (request) => {
    const waId = request.query.phone ? waIdOf(request.query.phone) : null;
    const messages = request.query.phone ? store.conversation(waId ?? '') : store.messages;
    return { data: messages.map(messageData) };
  });

  /**
   * Meta changes a template's status, `{status: APPROVED | PAUSED | DISABLED, reason?}`: sends of a paused or
   * disabled one fail (132015, 132016) and the shop's webhook gets a `message_template_status_update`.
   */
  app.post<{ Params: { name: string; language: string } }>(
    '/__sim/whatsapp/templates/:name/:language',
    async (request, reply) => {
      const { name, language } = request.params;
      if (!findTemplate(name, language)) return refuse(reply, 404, `No template ${name} in ${language}`);
      const parsed = v.safeParse(templateStatusSchema, request.body ?? {});
      if (!parsed.success) return refuse(reply, 400, parsed.issues[0].message);
      const { status, reason } = parsed.output;
      store.templateStatus.set(`${name}/${language}`, status);
      const value = {
        event: status,
        message_template_id: Number(templateId(name, language)),
        message_template_name: name,
        message_template_language: language,
        reason: reason ?? (status === 'APPROVED' ? 'NONE' : 'LOW_QUALITY'),
      };
      tasks.track(send('template_status', `${name}/${language}`, value));
      return { data: value };
    },
  );

  app.get('/__sim/whatsapp/webhooks', async () => ({ data: deliveries }));

  app.get('/__sim/whatsapp/templates', async () => ({ data: WHATSAPP_TEMPLATES }));
}
