import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import sharp from 'sharp';
import {
  PICTURE_FORMATS,
  PICTURE_TYPES,
  PICTURE_WIDTHS,
  SAVE_DATA_MAX_WIDTH,
  type PictureFormat,
} from 'shared-contracts/pictures';
import type { Executor } from '../db/client.js';
import { productImages } from '../db/schema.js';

/**
 * Product pictures as phones should get them. An upload is kept (re-encoded without its metadata, so no photo
 * tells where it was taken) and made into each width of VARIANT_WIDTHS it can fill, in AVIF, WebP and JPEG, beside
 * it: `products/7-ab12.jpg` → `products/7-ab12.480w.avif`. The shop asks `/api/images/<path>?w=<width>` for the
 * width its layout needs, and gets the format its browser accepts, at most 480 px wide when it asks to save data.
 */
export const VARIANT_WIDTHS = PICTURE_WIDTHS;
export { SAVE_DATA_MAX_WIDTH };
export const VARIANT_FORMATS = PICTURE_FORMATS;
export type VariantFormat = PictureFormat;

const EXTENSION: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
const ENCODE: Record<VariantFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  // Effort 2: a 1080 px AVIF in well under a second on one core; effort 4 to 6 saved under 10% and took 8 to 20
  // times longer. Quality 45 looks like the JPEG's 75 at about two thirds of its bytes.
  avif: (image) => image.avif({ quality: 45, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 75, mozjpeg: true, progressive: true }),
};

/** A file that is not a picture sharp can decode (a corrupt photo, or something else named like one). */
export class UnreadablePictureError extends Error {
  constructor() {
    super('The picture could not be read.');
    this.name = 'UnreadablePictureError';
  }
}

/** `products/7-ab12.jpg`, 480, 'avif' → `products/7-ab12.480w.avif`. */
export const variantPath = (path: string, width: number, format: VariantFormat): string =>
  `${path.replace(/\.[^./]+$/, '')}.${width}w.${EXTENSION[format]}`;

/** Whether a stored path is itself a variant (so the conversion job leaves it alone). */
export const isVariantPath = (path: string): boolean => /\.\d+w\.(avif|webp|jpg)$/.test(path);

/** Pictures are drawings (SVG) that are sent as they are, or photos that get variants. */
export const isDrawing = (path: string): boolean => /\.svg$/i.test(path);

/**
 * A drawing is sent as it is, but as an image that can do nothing: no script, no request, no navigation, even when
 * it is opened on its own (wherever it is served from: /api/images/ or /api/uploads/).
 */
export const DRAWING_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The widths a picture `width` px wide can fill without being enlarged; a small picture keeps its own width. */
export function widthsFor(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

export interface PreparedPicture {
  /** The upload, re-encoded in its own format without metadata, oriented. */
  original: Buffer;
  variants: { width: number; format: VariantFormat; data: Buffer }[];
}

/**
 * Decodes an uploaded picture and makes its variants, in memory: nothing is written until every one of them has
 * been made, so a picture that fails half-way leaves no file behind. Throws UnreadablePictureError for a file sharp
 * cannot decode.
 */
export async function preparePicture(
  content: Buffer,
  format: 'jpeg' | 'png' | 'webp' | 'gif',
): Promise<PreparedPicture> {
  let largest: { data: Buffer; info: sharp.OutputInfo };
  let original: Buffer;
  try {
    // `rotate()` applies the camera's orientation; sharp keeps no metadata unless told to.
    const source = sharp(content, { failOn: 'error' }).rotate();
    original = await source.clone().toFormat(format).toBuffer();
    largest = await source
      .clone()
      .resize({ width: Math.max(...VARIANT_WIDTHS), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnreadablePictureError();
  }
  const { width, height, channels } = largest.info;
  const raw = { width, height, channels: channels as 1 | 2 | 3 | 4 };
  const variants: PreparedPicture['variants'] = [];
  for (const target of widthsFor(width)) {
    const resized = await sharp(largest.data, { raw }).resize({ width: target }).raw().toBuffer();
    const rawOfTarget = {
      width: target,
      height: Math.round((height * target) / width),
      channels: raw.channels,
    };
    for (const variantFormat of VARIANT_FORMATS) {
      const data = await ENCODE[variantFormat](sharp(resized, { raw: rawOfTarget })).toBuffer();
      variants.push({ width: target, format: variantFormat, data });
    }
  }
  return { original, variants };
}

/** An absolute file inside the uploads folder, or an error: a stored path never leads outside it. */
export function uploadFile(uploadDir: string, path: string): string {
  const root = resolve(uploadDir);
  const file = resolve(root, path);
  if (!file.startsWith(root + sep)) throw new Error('The picture is outside the uploads folder');
  return file;
}

/**
 * Writes a prepared picture: each file to a temporary name first, then renamed, so a reader never sees half a file.
 * If any write fails, the files already written are removed and the error is thrown.
 */
export async function writePicture(
  uploadDir: string,
  path: string,
  picture: PreparedPicture,
): Promise<string[]> {
  const files: [string, Buffer][] = [
    [path, picture.original],
    ...picture.variants.map(({ width, format, data }): [string, Buffer] => [
      variantPath(path, width, format),
      data,
    ]),
  ];
  const written: string[] = [];
  let temporary: string | null = null;
  try {
    await mkdir(dirname(uploadFile(uploadDir, path)), { recursive: true });
    for (const [stored, data] of files) {
      const target = uploadFile(uploadDir, stored);
      temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
      temporary = null;
      written.push(stored);
    }
  } catch (error) {
    if (temporary) await unlink(temporary).catch(() => undefined);
    await removePictureFiles(uploadDir, written);
    throw error;
  }
  return written;
}

/** Removes stored files, never anything outside the uploads folder; a file already gone is not an error. */
export async function removePictureFiles(uploadDir: string, paths: string[]): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      try {
        await unlink(uploadFile(uploadDir, path));
      } catch {
        // Already gone, or never written.
      }
    }),
  );
}

/** The file names of a stored picture's variants in its folder (one read of the folder), and their stem. */
async function variantNames(uploadDir: string, path: string): Promise<{ stem: string; names: string[] }> {
  const stem = path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  const names = await readdir(dirname(uploadFile(uploadDir, path))).catch(() => [] as string[]);
  return { stem, names: names.filter((name) => name.startsWith(`${stem}.`) && isVariantPath(name)) };
}

/** A stored picture and every variant of it that exists. */
export async function picturePaths(uploadDir: string, path: string): Promise<string[]> {
  const prefix = path.slice(0, path.lastIndexOf('/') + 1);
  const { names } = await variantNames(uploadDir, path);
  return [path, ...names.map((name) => prefix + name)];
}

/** The format a browser gets: the smallest it says it accepts. */
export function formatFor(accept: string | undefined): VariantFormat {
  const types = String(accept ?? '');
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'jpeg';
}

export interface Chosen {
  /** The stored path to send. */
  path: string;
  contentType: string | null;
}

/**
 * The file to send for a picture asked at `width` px: the variant of the smallest stored width that fills it (else
 * the widest), in `format`, capped at SAVE_DATA_MAX_WIDTH when the shopper saves data. A picture without variants
 * (a drawing, or one the conversion job has not reached yet) is sent as it is.
 */
export async function choosePicture(
  uploadDir: string,
  path: string,
  { width, format, saveData }: { width: number; format: VariantFormat; saveData: boolean },
): Promise<Chosen> {
  const wanted = saveData ? Math.min(width, SAVE_DATA_MAX_WIDTH) : width;
  const stored = await storedWidths(uploadDir, path, format);
  const usable = saveData ? stored.filter((candidate) => candidate <= SAVE_DATA_MAX_WIDTH) : stored;
  const choices = usable.length > 0 ? usable : stored.slice(0, 1);
  if (choices.length === 0) return { path, contentType: null };
  const chosen = choices.find((candidate) => candidate >= wanted) ?? choices[choices.length - 1]!;
  return { path: variantPath(path, chosen, format), contentType: PICTURE_TYPES[format] };
}

/** The widths stored for a picture in a format, smallest first (one read of its folder). */
async function storedWidths(uploadDir: string, path: string, format: VariantFormat): Promise<number[]> {
  const suffix = `w.${EXTENSION[format]}`;
  const { stem, names } = await variantNames(uploadDir, path);
  return names
    .filter((name) => name.endsWith(suffix))
    .map((name) => Number(name.slice(stem.length + 1, -suffix.length)))
    .filter((width) => Number.isInteger(width) && width > 0)
    .sort((a, b) => a - b);
}

/** The formats sharp writes an original back in, by extension. */
export function originalFormat(path: string): 'jpeg' | 'png' | 'webp' | 'gif' | null {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  if (extension === 'png' || extension === 'webp' || extension === 'gif') return extension;
  return null;
}

/**
 * Whether a stored picture has every variant its width calls for, in every format (the conversion job's "done"): a
 * conversion cut short (the process killed half-way through a picture's files) is not taken for done.
 */
export async function hasVariants(uploadDir: string, path: string): Promise<boolean> {
  let width: number;
  try {
    // The header alone; as the picture is shown, turned by its camera's orientation.
    width = (await sharp(uploadFile(uploadDir, path)).metadata()).autoOrient.width;
  } catch {
    return false;
  }
  const wanted = widthsFor(Math.min(width, Math.max(...VARIANT_WIDTHS))).join();
  const found = await Promise.all(
    VARIANT_FORMATS.map(async (format) => (await storedWidths(uploadDir, path, format)).join() === wanted),
  );
  return found.every(Boolean);
}

/** The stored file's absolute path for sending, or null when it does not exist. */
export async function existingFile(uploadDir: string, path: string): Promise<string | null> {
  const file = uploadFile(uploadDir, path);
  return stat(file).then(
    (info) => (info.isFile() ? file : null),
    () => null,
  );
}

/** Every stored product photo (drawings and other sites' pictures have no variants to make). */
export async function storedPhotoPaths(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ path: productImages.path }).from(productImages);
  return rows
    .map((row) => row.path)
    .filter((path) => !/^(https?:)?\//.test(path) && !isDrawing(path) && originalFormat(path) !== null);
}

/**
 * Makes the variants of photos uploaded before pictures had them, one at a time, and rewrites each such original
 * without its metadata. Idempotent and resumable: a photo that has its variants is skipped, so a restart carries on
 * where the last run stopped (two replicas at once write the same files, each through a rename). A photo that cannot
 * be read is logged and left as it is.
 */
export async function convertStoredPictures(
  db: Executor,
  uploadDir: string,
  {
    stopped = () => false,
    log,
  }: { stopped?: () => boolean; log: (message: string, failed?: unknown) => void },
): Promise<{ converted: number; failed: number }> {
  let converted = 0;
  let failed = 0;
  for (const path of await storedPhotoPaths(db)) {
    if (stopped()) break;
    if (await hasVariants(uploadDir, path)) continue;
    const file = await existingFile(uploadDir, path);
    const format = originalFormat(path);
    if (!file || !format) continue;
    try {
      await writePicture(uploadDir, path, await preparePicture(await readFile(file), format));
      converted += 1;
    } catch (error) {
      failed += 1;
      log(`could not make the variants of ${path}`, error);
    }
  }
  if (converted > 0 || failed > 0) log(`pictures converted: ${converted}, failed: ${failed}`);
  return { converted, failed };
}
