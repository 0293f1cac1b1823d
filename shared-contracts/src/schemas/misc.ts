import * as v from 'valibot';
import { emailSchema } from './auth';
import { requiredText, text } from './common';

export const newsletterSchema = v.object({ email: emailSchema });

export const INQUIRY_TYPES = [
  'General Inquiry',
  'Order Support',
  'Returns & Refunds',
  'Technical Support',
] as const;

export const contactSchema = v.object({
  name: v.optional(text(120), ''),
  email: v.optional(v.union([v.literal(''), emailSchema]), ''),
  inquiry_type: v.picklist(INQUIRY_TYPES, 'Choose a type of inquiry'),
  subject: requiredText('Subject is required', 200),
  message: requiredText('Message is required', 5000),
});
export type ContactInput = v.InferInput<typeof contactSchema>;
