import { and, eq, lt, sql } from 'drizzle-orm';
import type { UssdCallback, UssdEvent } from 'shared-contracts/schemas/ussd';
import type { Db } from '../../db/client.js';
import { answerReply, payScreen, startMenu, type Caller, type Hop } from './menu.js';
import { accountOfVerifiedPhone } from '../customers/index.js';
import type { ShopDeps } from './shop.js';
import { ussdHops, ussdSessionEnds, ussdSessions } from './tables.js';

/** What the gateway is answered: `CON …` (a screen waiting for a reply) or `END …` (the last one). */
export const answerOf = (hop: Pick<Hop, 'screen' | 'end'>) => `${hop.end ? 'END' : 'CON'} ${hop.screen}`;

/**
 * The caller's reply in `text` (every reply of the session joined by `*`): what follows the text of the hop before.
 * A gateway that sent something else (a dial string with extensions) is read by its last part.
 */
export function replyOf(text: string, lastText: string): string {
  if (lastText === '') return text.split('*').at(-1) ?? '';
  if (text.startsWith(`${lastText}*`)) return text.slice(lastText.length + 1);
  return text.split('*').at(-1) ?? '';
}

/**
 * Answers one hop of a session, in one transaction: the session's row is locked (the same callback at once waits
 * here for the first), then this hop's answer is read: one answered before is answered again and changes nothing;
 * otherwise the reply is read against the screen the session is on, any action done, and the session moved on with
 * the answer kept by (session, text), in one statement. The caller's account is read once, on the session's first
 * hop, then taken from the session (a new caller's is made on the hop that reads their name). A hop that placed an
 * order to be paid now is answered once the provider has said how. A hop that moved stock tells the catalogue's cache
 * once its transaction is in (ShopDeps.stockMoved).
 */
export async function answerHop(
  db: Db,
  deps: ShopDeps,
  callback: UssdCallback & { phone: string },
): Promise<string> {
  const { sessionId, text, phone } = callback;
  if (text === '') {
    const first = await firstHop(db, deps, callback);
    if (first !== null) return first;
  }
  const thisHop = and(eq(ussdHops.sessionId, sessionId), eq(ussdHops.text, text));
  let pay: Hop['pay'];
  let placed = false;
  const answered = await db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(ussdSessions)
      .where(eq(ussdSessions.sessionId, sessionId))
      .for('update');
    if (session && session.phone !== phone) {
      // Not kept as the session's hop: the number the session is its own sends that text too.
      return answerOf({ screen: 'This session belongs to another number.', end: true });
    }
    // Read once the session is locked, in a statement of its own: the same callback answered meanwhile by the
    // request this one waited for is seen (a join in the locking statement would read the hops as they were).
    const [kept] = await tx.select({ answer: ussdHops.answer }).from(ussdHops).where(thisHop);
    // Answered before (the gateway sent it again), or still being answered after its order (empty): kept.
    if (kept) return kept.answer;
    const caller: Caller = session
      ? { phone, userId: session.userId }
      : await accountOfVerifiedPhone(tx, phone).then((account) => ({
          phone,
          userId: account?.id ?? null,
          firstName: account?.firstName ?? null,
        }));
    const ctx = { db: tx, deps, caller };
    const hop = session
      ? await answerReply(ctx, session.state, replyOf(text, session.lastText))
      : await startMenu(ctx);
    // An order to be paid now is answered once the provider has said how (below); until then its answer is empty.
    pay = hop.pay;
    placed = hop.orderId !== undefined;
    const answer = pay ? '' : answerOf(hop);
    const screen = hop.name ?? hop.state.at;
    if (!session) {
      // Two first callbacks at once: the second's session and hop are the first's (its answer, the first screen, is
      // the same).
      await tx
        .insert(ussdSessions)
        .values({
          sessionId,
          phone,
          serviceCode: callback.serviceCode,
          networkCode: callback.networkCode,
          userId: caller.userId,
          hops: 1,
          state: hop.state,
          screen,
          lastText: text,
          updatedAt: new Date(),
        })
        .onConflictDoNothing();
      await tx.insert(ussdHops).values({ sessionId, text, answer }).onConflictDoNothing();
    } else {
      // The session moved on and this hop's answer kept, in one statement. A new caller's account is made on the hop
      // that reads their name.
      const userId = hop.userId ?? caller.userId;
      await tx.execute(sql`
        with moved as (
          update ${ussdSessions}
          set state = ${JSON.stringify(hop.state)}::jsonb, screen = ${screen}, last_text = ${text},
            updated_at = now(), hops = ${ussdSessions.hops} + 1,
            user_id = coalesce(${userId}::integer, ${ussdSessions.userId}),
            order_id = coalesce(${hop.orderId ?? null}::integer, ${ussdSessions.orderId})
          where ${ussdSessions.sessionId} = ${sessionId}
          returning session_id
        )
        insert into ${ussdHops} (session_id, text, answer) select session_id, ${text}, ${answer} from moved
        on conflict do nothing`);
    }
    return answer;
  });
  if (placed) await deps.stockMoved();
  if (pay) {
    const paid = answerOf({ screen: await payScreen(db, deps, phone, pay), end: true });
    await db.update(ussdHops).set({ answer: paid }).where(thisHop);
    // Cancelled when the bank could not be reached: its stock is back on sale.
    await deps.stockMoved();
    return paid;
  }
  if (answered !== '') return answered;
  return (await keptSoon(db, sessionId, text)) ?? answerOf({ screen: 'Please try again.', end: true });
}

/**
 * A session's first callback (`text` empty), the one every caller sends at once when a crowd dials: the caller's
 * account read, and the session with its first hop written in one statement, no transaction around them (the first
 * screen reads and changes nothing else). null when the session was there already (the callback sent again, or a
 * session id another number used): the whole hop then answers it.
 */
async function firstHop(db: Db, deps: ShopDeps, callback: UssdCallback & { phone: string }) {
  const { sessionId, phone } = callback;
  const account = await accountOfVerifiedPhone(db, phone);
  const caller: Caller = { phone, userId: account?.id ?? null, firstName: account?.firstName ?? null };
  const hop = await startMenu({ db, deps, caller });
  const answer = answerOf(hop);
  const result = await db.execute(sql`
    with session as (
      insert into ${ussdSessions} (session_id, phone, service_code, network_code, user_id, state, screen, last_text, hops)
      values (${sessionId}, ${phone}, ${callback.serviceCode}, ${callback.networkCode}, ${caller.userId},
        ${JSON.stringify(hop.state)}::jsonb, ${hop.name ?? hop.state.at}, '', 1)
      on conflict do nothing
      returning session_id
    )
    insert into ${ussdHops} (session_id, text, answer) select session_id, '', ${answer} from session
    returning session_id`);
  // The driver's result (node-postgres' and PGlite's alike: `rows`), which the database's type leaves open.
  return (result as unknown as { rows: unknown[] }).rows.length === 1 ? answer : null;
}

/**
 * The answer of a hop another request is answering (the same callback sent again while the first is still asking
 * the payment provider): waited for up to 10 s, well within the gateway's 15.
 */
async function keptSoon(db: Db, sessionId: string, text: string): Promise<string | undefined> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [hop] = await db
      .select({ answer: ussdHops.answer })
      .from(ussdHops)
      .where(and(eq(ussdHops.sessionId, sessionId), eq(ussdHops.text, text)));
    if (hop?.answer) return hop.answer;
  }
  return undefined;
}

/** Records the gateway's end-of-session notification (once: a notification sent again changes nothing). */
export async function recordSessionEnd(db: Db, event: UssdEvent & { phone: string }): Promise<void> {
  const [session] = await db
    .select({ screen: ussdSessions.screen })
    .from(ussdSessions)
    .where(eq(ussdSessions.sessionId, event.sessionId));
  await db
    .insert(ussdSessionEnds)
    .values({
      sessionId: event.sessionId,
      phone: event.phone,
      status: event.status,
      hops: Math.min(Number(event.hopsCount), 1_000_000),
      durationMs: Math.min(Number(event.durationInMillis), 2_000_000_000),
      lastScreen: session?.screen ?? '',
      lastResponse: event.lastAppResponse.slice(0, 1000),
      lastInput: event.input.slice(0, 500),
      cost: event.cost,
      errorMessage: event.errorMessage.slice(0, 500),
    })
    .onConflictDoNothing();
}

/** How long a hop's answer is kept for a callback sent again: far longer than any session. */
export const HOP_TTL_MS = 24 * 60 * 60 * 1000;

/** Forgets the answers of hops older than HOP_TTL_MS; answers how many. */
export async function purgeOldHops(db: Db, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(ussdHops)
    .where(lt(ussdHops.createdAt, new Date(now - HOP_TTL_MS)))
    .returning({ sessionId: ussdHops.sessionId });
  return gone.length;
}
