import { bigint, timestamp } from 'drizzle-orm/pg-core';

/**
 * Money columns hold 64-bit integer kobo (₦100,000,000 × 999 items fits with room to spare); the API
 * speaks Naira (shared-contracts money.ts). Read as JS numbers: exact up to 2^53 kobo.
 */
export const kobo = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** When the row was written. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
