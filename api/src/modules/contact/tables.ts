import { integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../../db/schema.js';

/** A message sent from the shop's contact dialog, signed in or not. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().default(''),
  email: varchar('email', { length: 254 }).notNull().default(''),
  inquiryType: varchar('inquiry_type', { length: 40 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  message: text('message').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** When an admin marked the message handled; null while it waits for an answer. */
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
});
