import { and, eq, inArray } from 'drizzle-orm';
import { isObject, type Json } from '../../lib/json.js';
import type { WhatsAppDeps } from './send.js';
import { sendBySms } from './send.js';
import { whatsappMessages, type WhatsAppMessageStatus } from './tables.js';
import { stopWhatsAppUpdates } from './updates.js';

const listOf = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** What each status may move from: forward only (sent → delivered → read); failed unless it reached the phone. */
const MAY_MOVE_FROM: Record<Exclude<WhatsAppMessageStatus, 'sending'>, WhatsAppMessageStatus[]> = {
  sent: ['sending'],
  delivered: ['sending', 'sent'],
  read: ['sending', 'sent', 'delivered'],
  failed: ['sending', 'sent'],
};

/** What a shopper writes to end their updates (any case, alone in the message). */
const STOP_WORDS = new Set(['STOP', 'STOP ALL', 'UNSUBSCRIBE']);

export interface WhatsAppWebhookResult {
  statuses: number;
  stopped: number;
  /**
   * Statuses of a message the shop does not know yet, sent in the last minutes: WhatsApp can tell of a message before
   * the shop has kept the id its send answered. The webhook is then answered 503, so WhatsApp sends it again.
   */
  early: number;
}

/** How recent a status of an unknown message must be to be asked for again (older ones are not the shop's). */
const EARLY_MS = 5 * 60_000;

/**
 * A webhook of WhatsApp's (its signature already checked): each message status moves the message forward only,
 * whatever order they come in and however often (WhatsApp may skip delivered and send read); a failed one is sent by
 * SMS instead, once. A shopper's message saying STOP ends the updates of every order sent to their number.
 */
export async function handleWhatsAppWebhook(
  deps: Pick<WhatsAppDeps, 'db' | 'jobs'>,
  body: unknown,
  now = Date.now(),
): Promise<WhatsAppWebhookResult> {
  const result = { statuses: 0, stopped: 0, early: 0 };
  if (!isObject(body)) return result;
  for (const entry of listOf(body.entry)) {
    for (const change of listOf(entry.changes)) {
      const value = isObject(change.value) ? change.value : {};
      for (const status of listOf(value.statuses)) {
        const wamid = typeof status.id === 'string' ? status.id : null;
        const to = status.status;
        if (wamid === null || (to !== 'sent' && to !== 'delivered' && to !== 'read' && to !== 'failed'))
          continue;
        const code = listOf(status.errors)[0]?.code;
        const move = () =>
          deps.db
            .update(whatsappMessages)
            .set({
              status: to,
              ...(to === 'failed' && typeof code === 'number' ? { errorCode: code } : {}),
              updatedAt: new Date(),
            })
            .where(
              and(eq(whatsappMessages.wamid, wamid), inArray(whatsappMessages.status, MAY_MOVE_FROM[to])),
            )
            .returning({ id: whatsappMessages.id });
        let [moved] = await move();
        if (!moved) {
          const [known] = await deps.db
            .select({ id: whatsappMessages.id })
            .from(whatsappMessages)
            .where(eq(whatsappMessages.wamid, wamid));
          // Kept meanwhile (the send answered between the two statements): moved now, if it may.
          if (known) [moved] = await move();
          else {
            const at = Number(status.timestamp) * 1000;
            if (Number.isFinite(at) && now - at < EARLY_MS) result.early += 1;
          }
          if (!moved) continue;
        }
        result.statuses += 1;
        if (to === 'failed') await sendBySms(deps, moved.id);
      }
      for (const message of listOf(value.messages)) {
        const from = typeof message.from === 'string' ? message.from : null;
        const text = isObject(message.text) && typeof message.text.body === 'string' ? message.text.body : '';
        if (from !== null && STOP_WORDS.has(text.trim().toUpperCase()))
          result.stopped += await stopWhatsAppUpdates(deps.db, from.replace(/^\+/, ''));
      }
    }
  }
  return result;
}
