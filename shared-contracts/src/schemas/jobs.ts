import * as v from 'valibot';
import { pageQuerySchema, pageSizeSchema } from './common';

/** A job that failed for good (every attempt used), as the admin's Failed jobs page lists it. */
export const failedJobSchema = v.object({
  id: v.string(),
  /** The queue: mail, refund, campaign-batch… */
  queue: v.string(),
  /** What the job is about, in a line (references, never secrets or whole mails). */
  summary: v.string(),
  /** The last attempt's error. */
  error: v.string(),
  /** Attempts made, the first one included. */
  attempts: v.number(),
  created_at: v.string(),
  failed_at: v.string(),
});
export type FailedJob = v.InferOutput<typeof failedJobSchema>;

export const failedJobQuerySchema = v.object({ ...pageQuerySchema.entries, page_size: pageSizeSchema(20) });

export const jobIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.uuid('Unknown job')),
});
