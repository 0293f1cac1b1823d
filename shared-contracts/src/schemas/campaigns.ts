import * as v from 'valibot';
import { noControlCharacters } from './common';

export const CAMPAIGN_SUBJECT_MAX = 150;
export const CAMPAIGN_BODY_MAX = 20_000;

export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** POST admin/campaigns and PUT admin/campaigns/{id}: a draft's subject and plain-text body. */
export const campaignInputSchema = v.object({
  subject: v.pipe(
    v.string('Subject is required'),
    v.trim(),
    v.nonEmpty('Subject is required'),
    v.check((input) => !/[\r\n]/.test(input), 'The subject must be one line'),
    noControlCharacters('The subject must not contain control characters'),
    v.maxLength(CAMPAIGN_SUBJECT_MAX, `The subject must be at most ${CAMPAIGN_SUBJECT_MAX} characters`),
  ),
  body: v.pipe(
    v.string('The message is required'),
    v.trim(),
    v.nonEmpty('The message is required'),
    noControlCharacters('The message must not contain control characters'),
    v.maxLength(
      CAMPAIGN_BODY_MAX,
      `The message must be at most ${CAMPAIGN_BODY_MAX.toLocaleString('en-NG')} characters`,
    ),
  ),
});
export type CampaignInput = v.InferInput<typeof campaignInputSchema>;

/** What became of a campaign's mails so far. */
export const campaignCountsSchema = v.object({
  /** Confirmed subscribers it was queued for when sent. */
  recipients: v.number(),
  /** Still waiting for the mailer. */
  queued: v.number(),
  sent: v.number(),
  failed: v.number(),
  /** Subscribers who left through this campaign's unsubscribe link. */
  unsubscribed: v.number(),
});
export type CampaignCounts = v.InferOutput<typeof campaignCountsSchema>;

export const campaignSchema = v.object({
  id: v.number(),
  subject: v.string(),
  body: v.string(),
  status: v.picklist(CAMPAIGN_STATUSES),
  created_by: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
  send_started_at: v.nullable(v.string()),
  sent_at: v.nullable(v.string()),
  counts: campaignCountsSchema,
});
export type Campaign = v.InferOutput<typeof campaignSchema>;

/** GET admin/campaigns: every campaign, newest first, and how many subscribers a send would reach now. */
export const campaignListSchema = v.object({
  campaigns: v.array(campaignSchema),
  confirmed_subscribers: v.number(),
});
export type CampaignList = v.InferOutput<typeof campaignListSchema>;

/** GET admin/campaigns/{id}/preview: the mail as a subscriber receives it (its unsubscribe link is a sample). */
export const campaignPreviewSchema = v.object({
  subject: v.string(),
  from: v.string(),
  /** The text part. */
  text: v.string(),
  /** The HTML part: the body escaped, http(s) addresses made links. */
  html: v.string(),
  headers: v.record(v.string(), v.string()),
});
export type CampaignPreview = v.InferOutput<typeof campaignPreviewSchema>;

/** What POST admin/campaigns/{id}/test answers. */
export const campaignTestSendSchema = v.object({ to: v.string() });
export type CampaignTestSend = v.InferOutput<typeof campaignTestSendSchema>;

/** GET and POST newsletter/unsubscribe?token=: the link in every campaign mail and its List-Unsubscribe header. */
export const newsletterUnsubscribeQuerySchema = v.object({
  token: v.pipe(
    v.string('The unsubscribe link is not valid'),
    v.nonEmpty('The unsubscribe link is not valid'),
    v.maxLength(200, 'The unsubscribe link is not valid'),
    v.regex(/^[A-Za-z0-9._-]+$/, 'The unsubscribe link is not valid'),
  ),
});
