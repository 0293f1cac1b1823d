import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../../db/schema.js';
import type { UssdState } from './menu-state.js';

/**
 * A USSD session (migration 0036): who is calling, the screen they are on and what it needs to read their next
 * reply, the text the gateway last sent (each reply is the part of `text` after it) and how many hops it took.
 */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    sessionId: varchar('session_id', { length: 100 }).primaryKey(),
    /** The caller, E.164 (+234…). */
    phone: varchar('phone', { length: 20 }).notNull(),
    serviceCode: varchar('service_code', { length: 40 }).notNull(),
    networkCode: varchar('network_code', { length: 10 }).notNull().default(''),
    /** The account the caller shops as: the one that verified this number, or the one the call made. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    state: jsonb('state').$type<UssdState>().notNull(),
    /** The screen shown last (its name, e.g. `products`): where a caller who hung up gave up. */
    screen: varchar('screen', { length: 20 }).notNull(),
    lastText: varchar('last_text', { length: 500 }).notNull().default(''),
    hops: integer('hops').notNull().default(0),
    /** The order the session placed, if it did. */
    orderId: integer('order_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('ussd_sessions_phone_idx').on(t.phone),
    index('ussd_sessions_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Each hop's answer, by session and the `text` the gateway sent: a callback sent again gets the same screen and does
 * nothing again (no second cart line, no second order).
 */
export const ussdHops = pgTable(
  'ussd_hops',
  {
    sessionId: varchar('session_id', { length: 100 }).notNull(),
    text: varchar('text', { length: 500 }).notNull(),
    answer: text('answer').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.text] }), index('ussd_hops_created_at_idx').on(t.createdAt)],
);

/** The gateway's end-of-session notification, once per session: how it ended, and on which screen. */
export const ussdSessionEnds = pgTable(
  'ussd_session_ends',
  {
    sessionId: varchar('session_id', { length: 100 }).primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    /** Success (it reached an END), Incomplete (the caller left a CON screen) or Failed (the shop did not answer). */
    status: varchar('status', { length: 12 }).$type<'Success' | 'Incomplete' | 'Failed'>().notNull(),
    hops: integer('hops').notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    /** The screen the session was on (ussd_sessions.screen), or '' when the shop never saw it. */
    lastScreen: varchar('last_screen', { length: 20 }).notNull().default(''),
    lastResponse: varchar('last_response', { length: 1000 }).notNull().default(''),
    lastInput: varchar('last_input', { length: 500 }).notNull().default(''),
    cost: varchar('cost', { length: 40 }).notNull().default(''),
    errorMessage: varchar('error_message', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ussd_session_ends_created_at_idx').on(t.createdAt)],
);
