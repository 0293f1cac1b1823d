/**
 * How product pictures are asked for. The API keeps each uploaded photo in these widths, as AVIF, WebP and JPEG, and
 * answers `/api/images/<stored path>?w=<width>` with the variant that fits, in the best format the browser accepts;
 * the shop lists the widths in `srcset` and lets the browser choose for its screen (docs/storefront.md §10).
 */
export const PICTURE_WIDTHS = [320, 480, 768, 1080] as const;
/** The widest picture a shopper who saves data gets (`Save-Data: on`, or the data saver in the footer). */
export const SAVE_DATA_MAX_WIDTH = 480;
/** The cookie the footer's data saver sets on the device; the API reads it like `Save-Data: on`. */
export const DATA_SAVER_COOKIE = 'kasuwa-data-saver';

const UPLOADED = '/api/uploads/';

/** Whether a picture URL is a stored photo the API serves in several widths (not a drawing, nor another site's). */
export const hasWidths = (url: string): boolean => url.startsWith(UPLOADED) && !/\.svg$/i.test(url);

/** The URL of a stored photo at a width; any other picture's URL as it is. */
export const pictureUrl = (url: string, width: number): string =>
  hasWidths(url) ? `/api/images/${url.slice(UPLOADED.length)}?w=${width}` : url;

/** `srcset` for a stored photo (every width), or undefined for a picture that has one size. */
export const pictureSrcSet = (url: string): string | undefined =>
  hasWidths(url)
    ? PICTURE_WIDTHS.map((width) => `${pictureUrl(url, width)} ${width}w`).join(', ')
    : undefined;
