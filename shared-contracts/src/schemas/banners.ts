import * as v from 'valibot';
import { isLagosLocalTime } from '../dates';
import { INT32_MAX, paginatedSchema, requiredText, text } from './common';
import { productSchema } from './catalog';
import { PROMOTION_KINDS } from './order-values';
import { slugWords } from '../text';

/** 'YYYY-MM-DDTHH:mm' in Africa/Lagos, as a datetime-local field gives it. */
const lagosTime = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.check(isLagosLocalTime, message));

const CHOOSE_PROMOTION = 'Choose the promotion the banner links to';

/**
 * POST/PUT admin/banners: what the home page shows between `starts_at` and `ends_at` (Lagos time), linking to the
 * landing page of `promotion_id`; `show_countdown` counts down to that promotion's end. The picture is uploaded
 * apart (multipart), like a product's.
 */
export const bannerInputSchema = v.pipe(
  v.object({
    title: requiredText('Title is required', 80),
    text: v.optional(text(200), ''),
    picture_alt: v.optional(text(200), ''),
    promotion_id: v.pipe(
      v.number(CHOOSE_PROMOTION),
      v.integer(CHOOSE_PROMOTION),
      v.minValue(1, CHOOSE_PROMOTION),
      v.maxValue(INT32_MAX, CHOOSE_PROMOTION),
    ),
    show_countdown: v.optional(v.boolean('Countdown is on or off'), false),
    starts_at: lagosTime('Enter when the banner starts showing'),
    ends_at: lagosTime('Enter when the banner stops showing'),
  }),
  v.forward(
    v.check((b) => b.ends_at > b.starts_at, 'The end must be after the start'),
    ['ends_at'],
  ),
);
export type BannerInput = v.InferInput<typeof bannerInputSchema>;
export type BannerBody = v.InferOutput<typeof bannerInputSchema>;

export const BANNER_STATUSES = ['scheduled', 'live', 'ended'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/** A banner as the admin sees it (times in ISO), with its promotion's name and its status now. */
export const adminBannerSchema = v.object({
  id: v.number(),
  title: v.string(),
  text: v.string(),
  picture: v.nullable(v.string()),
  picture_alt: v.string(),
  promotion_id: v.number(),
  promotion_name: v.string(),
  link: v.string(),
  show_countdown: v.boolean(),
  starts_at: v.string(),
  ends_at: v.string(),
  status: v.picklist(BANNER_STATUSES),
  updated_at: v.string(),
});
export type AdminBanner = v.InferOutput<typeof adminBannerSchema>;

/**
 * A live banner as the home page shows it: `link` is the promotion's landing page; `countdown_to` is the promotion's
 * end when the banner counts down to it (null otherwise, or when the promotion has no end).
 */
export const storeBannerSchema = v.object({
  id: v.number(),
  title: v.string(),
  text: v.string(),
  picture: v.nullable(v.string()),
  picture_alt: v.string(),
  link: v.string(),
  countdown_to: v.nullable(v.string()),
});
export type StoreBanner = v.InferOutput<typeof storeBannerSchema>;

/** GET store/promotions/{slug}: a running promotion and its products (with their promotion prices), a page at a time. */
export const promotionLandingSchema = v.object({
  promotion: v.object({
    id: v.number(),
    name: v.string(),
    slug: v.string(),
    code: v.nullable(v.string()),
    kind: v.picklist(PROMOTION_KINDS),
    percent_off: v.nullable(v.number()),
    amount_off: v.nullable(v.number()),
    starts_at: v.string(),
    ends_at: v.nullable(v.string()),
  }),
  products: paginatedSchema(productSchema),
});
export type PromotionLanding = v.InferOutput<typeof promotionLandingSchema>;

/** `Black Friday`, 12 → `black-friday-12`: the landing page's slug, readable and naming the promotion by its id. */
export const promotionSlug = (name: string, id: number): string => {
  const words = slugWords(name);
  return words ? `${words}-${id}` : String(id);
};

/** The promotion a landing slug names (its trailing id), or null. */
export const promotionIdOfSlug = (slug: string): number | null => {
  const match = /(?:^|-)(\d{1,9})$/.exec(slug);
  return match ? Number(match[1]) : null;
};

/** The storefront's path of a promotion's landing page. */
export const promotionPath = (name: string, id: number): string => `/promotions/${promotionSlug(name, id)}`;
