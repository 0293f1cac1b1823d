import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { ContactMessage } from 'shared-contracts/schemas/admin';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { contactMessageListQuerySchema, ContactInput } from 'shared-contracts/schemas/contact';
import type * as v from 'valibot';
import type { Executor } from '../../db/client.js';
import { contactMessages } from './tables.js';
import { HttpError } from '../../lib/http-error.js';
import { escapeLike } from '../../lib/escape-like.js';

type ContactMessageRow = typeof contactMessages.$inferSelect;

const serializeContactMessage = (m: ContactMessageRow): ContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  inquiry_type: m.inquiryType,
  subject: m.subject,
  message: m.message,
  user_id: m.userId,
  created_at: m.createdAt.toISOString(),
  handled_at: m.handledAt ? m.handledAt.toISOString() : null,
});

/** Marks a message handled (now) or back to waiting; null when there is no such message. */
export async function setContactMessageHandled(
  db: Executor,
  id: number,
  handled: boolean,
): Promise<ContactMessage | null> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ? serializeContactMessage(row) : null;
}

export async function addContactMessage(
  db: Executor,
  input: Required<ContactInput>,
  userId: number | null,
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      inquiryType: input.inquiry_type,
      subject: input.subject,
      message: input.message,
      userId,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new HttpError(500, 'Message could not be stored');
  return row.id;
}

export type ContactMessageFilter = v.InferOutput<typeof contactMessageListQuerySchema>;

/** Newest first, one page at a time, filtered by type, sender and text. */
export async function listContactMessages(
  db: Executor,
  filter: ContactMessageFilter,
): Promise<Paginated<ContactMessage>> {
  const where: SQL[] = [];
  if (filter.inquiry_type) where.push(eq(contactMessages.inquiryType, filter.inquiry_type));
  if (filter.signed_in === true) where.push(isNotNull(contactMessages.userId));
  if (filter.signed_in === false) where.push(isNull(contactMessages.userId));
  if (filter.handled === true) where.push(isNotNull(contactMessages.handledAt));
  if (filter.handled === false) where.push(isNull(contactMessages.handledAt));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const match = or(
      ilike(contactMessages.name, pattern),
      ilike(contactMessages.email, pattern),
      ilike(contactMessages.subject, pattern),
      ilike(contactMessages.message, pattern),
    );
    if (match) where.push(match);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(condition)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(filter.page_size)
      .offset((filter.page - 1) * filter.page_size),
    db.select({ n: count() }).from(contactMessages).where(condition),
  ]);
  return {
    results: rows.map(serializeContactMessage),
    count: Number(total?.n ?? 0),
    page: filter.page,
    page_size: filter.page_size,
  };
}
