// Promotion banners on the home page and the promotions' landing pages (docs/admin.md, "Banners"; docs/storefront.md,
// "Promotions on the home page").
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { lagosLocalToIso } from 'shared-contracts/dates';
import { fromKobo } from 'shared-contracts/money';
import {
  promotionIdOfSlug,
  promotionPath,
  promotionSlug,
  type AdminBanner,
  type BannerBody,
  type BannerStatus,
  type PromotionLanding,
  type StoreBanner,
} from 'shared-contracts/schemas/banners';
import type { Locale } from 'shared-contracts/locales';
import type { Product } from 'shared-contracts/schemas/catalog';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { banners, promotionCategories, promotionProducts, promotions } from './tables.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { withPromotionPrices } from './catalogue.js';

/** Where stored banner pictures live, under the uploads folder. */
export const BANNER_PICTURES = 'banners';

const pictureUrl = (path: string | null): string | null => (path ? `/api/uploads/${path}` : null);

const bannerStatus = (row: { startsAt: Date; endsAt: Date }, now: Date): BannerStatus =>
  row.endsAt.getTime() <= now.getTime()
    ? 'ended'
    : row.startsAt.getTime() > now.getTime()
      ? 'scheduled'
      : 'live';

const bannerColumns = {
  id: banners.id,
  title: banners.title,
  text: banners.text,
  picturePath: banners.picturePath,
  pictureAlt: banners.pictureAlt,
  promotionId: banners.promotionId,
  promotionName: promotions.name,
  promotionEndsAt: promotions.endsAt,
  showCountdown: banners.showCountdown,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
  updatedAt: banners.updatedAt,
};

const selectBanners = (db: Executor) =>
  db.select(bannerColumns).from(banners).innerJoin(promotions, eq(promotions.id, banners.promotionId));

type BannerRow = Awaited<ReturnType<typeof selectBanners>>[number];

const adminBannerOf = (row: BannerRow, now: Date): AdminBanner => ({
  id: row.id,
  title: row.title,
  text: row.text,
  picture: pictureUrl(row.picturePath),
  picture_alt: row.pictureAlt,
  promotion_id: row.promotionId,
  promotion_name: row.promotionName,
  link: promotionPath(row.promotionName, row.promotionId),
  show_countdown: row.showCountdown,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  status: bannerStatus({ startsAt: row.startsAt as Date, endsAt: row.endsAt as Date }, now),
  updated_at: row.updatedAt.toISOString(),
});

/** Every banner, those showing last longest first, with its status now. */
export async function listBanners(db: Executor, now = new Date()): Promise<AdminBanner[]> {
  const rows = await selectBanners(db).orderBy(desc(banners.endsAt), desc(banners.id));
  return rows.map((row) => adminBannerOf(row, now));
}

export async function loadBanner(db: Executor, id: number, now = new Date()): Promise<AdminBanner> {
  const [row] = await selectBanners(db).where(eq(banners.id, id));
  if (!row) throw notFound('Banner not found.');
  return adminBannerOf(row, now);
}

const lagos = (text: string, field: string, message: string): Date => {
  const iso = lagosLocalToIso(text);
  if (!iso) throw badRequest(message, { [field]: [message] });
  return new Date(iso);
};

/** The banner's columns from the admin's form, its promotion checked: it exists, and has an end to count down to. */
async function columnsOf(db: Executor, body: BannerBody) {
  const [promotion] = await db
    .select({ endsAt: promotions.endsAt })
    .from(promotions)
    .where(eq(promotions.id, body.promotion_id));
  if (!promotion) {
    throw badRequest('Choose the promotion the banner links to', {
      promotion_id: ['This promotion does not exist'],
    });
  }
  if (body.show_countdown && promotion.endsAt === null) {
    const message = 'This promotion has no end to count down to: give it an end, or turn the countdown off';
    throw badRequest(message, { show_countdown: [message] });
  }
  return {
    title: body.title,
    text: body.text,
    pictureAlt: body.picture_alt,
    promotionId: body.promotion_id,
    showCountdown: body.show_countdown,
    startsAt: lagos(body.starts_at, 'starts_at', 'Enter when the banner starts showing'),
    endsAt: lagos(body.ends_at, 'ends_at', 'Enter when the banner stops showing'),
  };
}

export async function createBanner(db: Executor, body: BannerBody, userId: number): Promise<AdminBanner> {
  const values = await columnsOf(db, body);
  const [row] = await db
    .insert(banners)
    .values({ ...values, createdBy: userId, updatedBy: userId })
    .returning({ id: banners.id });
  return loadBanner(db, row!.id);
}

export async function updateBanner(
  db: Executor,
  id: number,
  body: BannerBody,
  userId: number,
): Promise<AdminBanner> {
  const values = await columnsOf(db, body);
  const [row] = await db
    .update(banners)
    .set({ ...values, updatedBy: userId, updatedAt: new Date() })
    .where(eq(banners.id, id))
    .returning({ id: banners.id });
  if (!row) throw notFound('Banner not found.');
  return loadBanner(db, id);
}

/** Deletes a banner; answers its picture's stored path (null without one), for the caller to remove its files. */
export async function deleteBanner(db: Executor, id: number): Promise<string | null> {
  const [row] = await db
    .delete(banners)
    .where(eq(banners.id, id))
    .returning({ picturePath: banners.picturePath });
  if (!row) throw notFound('Banner not found.');
  return row.picturePath;
}

/** The banner a picture is being uploaded for (404 before the upload is read when there is none). */
export async function bannerForPicture(db: Executor, id: number): Promise<{ id: number; title: string }> {
  const [row] = await db
    .select({ id: banners.id, title: banners.title })
    .from(banners)
    .where(eq(banners.id, id));
  if (!row) throw notFound('Banner not found.');
  return row;
}

/** Stores a banner's new picture; answers the one it replaces (null when none), for the caller to remove. */
export async function setBannerPicture(
  db: Executor,
  id: number,
  path: string,
  alt: string | null,
  userId: number,
): Promise<{ banner: AdminBanner; replaced: string | null }> {
  const replaced = await db.transaction(async (tx) => {
    const [old] = await tx
      .select({ picturePath: banners.picturePath })
      .from(banners)
      .where(eq(banners.id, id))
      .for('update');
    if (!old) throw notFound('Banner not found.');
    await tx
      .update(banners)
      .set({
        picturePath: path,
        ...(alt === null ? {} : { pictureAlt: alt }),
        updatedBy: userId,
        updatedAt: new Date(),
      })
      .where(eq(banners.id, id));
    return old.picturePath;
  });
  return { banner: await loadBanner(db, id), replaced };
}

/** The promotion a banner or landing page may show: not ended, not paused. */
const promotionShowing = (now: Date) =>
  and(isNull(promotions.pausedAt), or(isNull(promotions.endsAt), gt(promotions.endsAt, now)));

/**
 * The banners the home page shows now, in Lagos time as everywhere: within their own start and end, for a promotion
 * that has not ended and is not paused; the one that started last first, at most `limit`.
 */
export async function liveBanners(db: Executor, now = new Date(), limit = 3): Promise<StoreBanner[]> {
  const rows = await selectBanners(db)
    .where(and(lte(banners.startsAt, now), gt(banners.endsAt, now), promotionShowing(now)))
    .orderBy(desc(banners.startsAt), desc(banners.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    picture: pictureUrl(row.picturePath),
    picture_alt: row.pictureAlt,
    link: promotionPath(row.promotionName, row.promotionId),
    countdown_to: row.showCountdown && row.promotionEndsAt ? row.promotionEndsAt.toISOString() : null,
  }));
}

/**
 * When the home page's banners next change by the clock: the next start or end of a banner after `now` (a cached
 * page keeps nothing past it); null when none is coming.
 */
export async function nextBannerChange(db: Executor, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | null>`min(case when ${gt(banners.startsAt, now)} then ${banners.startsAt} else ${banners.endsAt} end)`.mapWith(
        banners.endsAt,
      ),
    })
    .from(banners)
    .where(or(gt(banners.startsAt, now), gt(banners.endsAt, now)));
  return row?.at ?? null;
}

export const LANDING_PAGE_SIZE = 24;

/**
 * Loads published products as the catalogue shows them, in no particular order. The app hands in the catalogue's own
 * (the catalog module's `loadProducts`): the catalogue shows promotion prices, so this module cannot import it.
 */
/** Products by id, in the storefront language asked (the catalogue's words where translated). */
export type ProductLoader = (db: Executor, ids: number[], locale?: Locale) => Promise<Product[]>;

/**
 * A promotion's landing page: the promotion (by the id its slug ends with) and a page of the published products it
 * reaches, newest first, with their promotion prices as the catalogue shows them. A promotion of the whole order
 * reaches every product. An ended or paused promotion has no landing page (404).
 */
export async function promotionLanding(
  db: Executor,
  loadProducts: ProductLoader,
  slug: string,
  page: number,
  now = new Date(),
): Promise<PromotionLanding> {
  const id = promotionIdOfSlug(slug);
  const [promotion] =
    id === null
      ? []
      : await db
          .select()
          .from(promotions)
          .where(and(eq(promotions.id, id), promotionShowing(now)));
  if (!promotion) throw notFound('This promotion is not running.');
  const scoped =
    promotion.scope === 'categories'
      ? inArray(
          products.categoryId,
          db
            .select({ id: promotionCategories.categoryId })
            .from(promotionCategories)
            .where(eq(promotionCategories.promotionId, promotion.id)),
        )
      : promotion.scope === 'products'
        ? inArray(
            products.id,
            db
              .select({ id: promotionProducts.productId })
              .from(promotionProducts)
              .where(eq(promotionProducts.promotionId, promotion.id)),
          )
        : undefined;
  const where = and(eq(products.published, true), scoped);
  const rows = await db
    .select({ id: products.id, total: sql<number>`cast(count(*) over () as int)` })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(LANDING_PAGE_SIZE)
    .offset((page - 1) * LANDING_PAGE_SIZE);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db
      .select({ n: sql<number>`cast(count(*) as int)` })
      .from(products)
      .where(where);
    total = counted?.n ?? 0;
  }
  const loaded = await loadProducts(
    db,
    rows.map((r) => r.id),
  );
  const byId = new Map(loaded.map((p) => [p.id, p]));
  const results = await withPromotionPrices(
    db,
    rows.flatMap((r) => byId.get(r.id) ?? []),
    now,
  );
  return {
    promotion: {
      id: promotion.id,
      name: promotion.name,
      slug: promotionSlug(promotion.name, promotion.id),
      code: promotion.code,
      kind: promotion.kind,
      percent_off: promotion.percentOff,
      amount_off: promotion.amountOffKobo === null ? null : fromKobo(promotion.amountOffKobo),
      starts_at: promotion.startsAt.toISOString(),
      ends_at: promotion.endsAt?.toISOString() ?? null,
    },
    products: { results, count: Number(total), page, page_size: LANDING_PAGE_SIZE },
  };
}
