import * as v from 'valibot';
import { emailSchema } from './auth';

export const newsletterSchema = v.object({ email: emailSchema });

export const INQUIRY_TYPES = [
  'General Inquiry',
  'Order Support',
  'Returns & Refunds',
  'Technical Support',
] as const;

export const contactSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120)), ''),
  email: v.optional(v.union([v.literal(''), emailSchema]), ''),
  inquiry_type: v.picklist(INQUIRY_TYPES, 'Choose a type of inquiry'),
  subject: v.pipe(
    v.string('Subject is required'),
    v.trim(),
    v.nonEmpty('Subject is required'),
    v.maxLength(200),
  ),
  message: v.pipe(
    v.string('Message is required'),
    v.trim(),
    v.nonEmpty('Message is required'),
    v.maxLength(5000),
  ),
});
export type ContactInput = v.InferInput<typeof contactSchema>;
