/**
 * Promotions and campaigns: promotions (codes and automatic, their rules, prices in the catalogue, their uses at
 * checkout), the home page's banners and promotion landing pages, the newsletter (subscribing, confirming,
 * unsubscribing) and its campaigns, sent by a background job.
 */
export { default as campaignsPlugin } from './campaigns-plugin.js';
export { default as shopBannersRoutes } from './routes/shop-banners.js';
export { default as newsletterUnsubscribeRoutes } from './routes/newsletter-unsubscribe.js';
export { default as newsletterRoutes } from './routes/newsletter.js';
export { default as adminBannersRoutes } from './routes/admin-banners.js';
export { default as adminCampaignsRoutes } from './routes/admin-campaigns.js';
export { default as adminPromotionsRoutes } from './routes/admin-promotions.js';
export { nextBannerChange } from './banners.js';
export { myPromotionPrices, nextCataloguePriceChange, withPromotionPrices } from './catalogue.js';
export { codeAttempts, type CodeAttempts } from './code-attempts.js';
export { confirmSubscription, newsletterConfirmationMail } from './newsletter.js';
export {
  computeDiscounts,
  ranOut,
  type AppliedPromotionKobo,
  type DiscountResult,
  type PricedLine,
} from './apply.js';
export { recordPromotionUses, redeemPromotionUses, releasePromotionUses, takePromotionUses } from './uses.js';
/** Its tables, for the reports, the orders' promotion lines and the tests that read them. */
export * from './tables.js';
export * as promotionTables from './tables.js';
