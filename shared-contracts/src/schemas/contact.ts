import * as v from 'valibot';
import { emailSchema } from './auth';
import { optionalText, pageSchema, pageSizeSchema, requiredText, text } from './common';

export const INQUIRY_TYPES = [
  'General Inquiry',
  'Order Support',
  'Returns & Refunds',
  'Technical Support',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** POST contact: the contact dialog. */
export const contactSchema = v.object({
  name: v.optional(text(120), ''),
  email: v.optional(v.union([v.literal(''), emailSchema]), ''),
  inquiry_type: v.picklist(INQUIRY_TYPES, 'Choose a type of inquiry'),
  subject: requiredText('Subject is required', 200),
  message: requiredText('Message is required', 5000),
});
export type ContactInput = v.InferInput<typeof contactSchema>;

/** What POST contact answers. */
export const contactReceiptSchema = v.object({ id: v.number() });

/** GET admin/contact-messages: newest first, a page at a time, so a flood cannot hide a genuine message. */
export const contactMessageListQuerySchema = v.object({
  /** Matches the name, email, subject or message. */
  search: optionalText(120),
  inquiry_type: v.optional(v.picklist(INQUIRY_TYPES, 'Unknown type of inquiry')),
  /** 'true': only messages from signed-in shoppers; 'false': only anonymous ones. */
  signed_in: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'signed_in must be true or false'),
      v.transform((x) => x === 'true'),
    ),
  ),
  /** 'true': only messages marked handled; 'false': only those still waiting. */
  handled: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'handled must be true or false'),
      v.transform((x) => x === 'true'),
    ),
  ),
  page: pageSchema,
  page_size: pageSizeSchema(20),
});
export type ContactMessageListQuery = v.InferInput<typeof contactMessageListQuerySchema>;
