/**
 * How product pictures are asked for. The API keeps each uploaded photo in these widths, as AVIF, WebP and JPEG, and
 * answers `/api/images/<stored path>?w=<width>&format=<format>` with the variant that fits; the shop lists each
 * format's widths in a `<picture>` (`srcset` and `sizes`) and lets the browser choose for its screen and the formats
 * it reads (docs/storefront.md §10). Without `format`, the API answers the best format the browser accepts.
 */
export const PICTURE_WIDTHS = [320, 480, 768, 1080] as const;
/** Smallest first: the order a `<picture>` offers them in, and the API's choice by `Accept`. */
export const PICTURE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
export const PICTURE_TYPES: Record<PictureFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
/** The widest picture a shopper who saves data gets (`Save-Data: on`, or the data saver in the footer). */
export const SAVE_DATA_MAX_WIDTH = 480;
/** The cookie the footer's data saver sets on the device; the API reads it like `Save-Data: on`. */
export const DATA_SAVER_COOKIE = 'kasuwa-data-saver';

const DATA_SAVER_ON = new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=on(?:;|$)`);

/** Whether the device's data saver is on, in a `Cookie` header or `document.cookie`. */
export const dataSaverOn = (cookies: string): boolean => DATA_SAVER_ON.test(cookies);

const UPLOADED = '/api/uploads/';

/** Whether a picture URL is a stored photo the API serves in several widths (not a drawing, nor another site's). */
export const hasWidths = (url: string): boolean => url.startsWith(UPLOADED) && !/\.svg$/i.test(url);

/** The URL of a stored photo at a width (and in a format, else the browser's best); any other picture's as it is. */
export const pictureUrl = (url: string, width: number, format?: PictureFormat): string =>
  hasWidths(url)
    ? `/api/images/${url.slice(UPLOADED.length)}?w=${width}${format ? `&format=${format}` : ''}`
    : url;

/** `srcset` for a stored photo in a format (every width), or undefined for a picture that has one size. */
export const pictureSrcSet = (url: string, format?: PictureFormat): string | undefined =>
  hasWidths(url)
    ? PICTURE_WIDTHS.map((width) => `${pictureUrl(url, width, format)} ${width}w`).join(', ')
    : undefined;
