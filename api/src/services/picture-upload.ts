import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../lib/http-error.js';
import { preparePicture, UnreadablePictureError, type PreparedPicture } from './pictures.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Accepted pictures, recognised by their first bytes (the declared type alone is not trusted). */
export const IMAGE_TYPES: Record<
  string,
  { ext: string; format: 'jpeg' | 'png' | 'gif' | 'webp'; matches: (b: Buffer) => boolean }
> = {
  'image/jpeg': {
    ext: 'jpg',
    format: 'jpeg',
    matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  'image/png': {
    ext: 'png',
    format: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/gif': { ext: 'gif', format: 'gif', matches: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  'image/webp': {
    ext: 'webp',
    format: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};

export const UNREADABLE = 'This picture could not be read. Upload a JPEG, PNG, WebP or GIF photo.';

/** One picture sent as multipart (`file`, and an optional `alt`), checked and made into the shop's variants. */
export interface PictureUpload {
  /** The file name extension of its kind (jpg, png, gif, webp). */
  ext: string;
  picture: PreparedPicture;
  /** The `alt` field, trimmed ('' when none). */
  alt: string;
}

/**
 * Reads the one picture of a multipart upload: at most 5 MB, JPEG, PNG, WebP or GIF by its first bytes, decoded
 * before anything is written (a corrupt photo, or another file named like a picture, is refused whole). Every refusal
 * is a 4xx in words; `noun` names the thing as the person sending it calls it ("picture", "photo").
 */
export async function readPictureUpload(
  request: FastifyRequest,
  noun: 'picture' | 'photo',
): Promise<PictureUpload> {
  const Noun = `${noun[0]!.toUpperCase()}${noun.slice(1)}`;
  if (!request.isMultipart())
    throw badRequest(`The ${noun} did not arrive. Choose it again and send it.`, {
      file: [`Choose a ${noun}`],
    });
  const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  if (!part) throw badRequest(`Choose a ${noun}`, { file: [`Choose a ${noun}`] });
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413)
      throw new HttpError(413, `The ${noun} is larger than 5 MB.`, `${Noun}s can be at most 5 MB.`);
    throw err;
  }
  const type = IMAGE_TYPES[part.mimetype];
  if (!type || !type.matches(content)) {
    const only = `Only JPEG, PNG, WebP or GIF ${noun}s can be uploaded.`;
    throw badRequest(only, { file: [only] });
  }
  const altField = part.fields.alt;
  const alt =
    altField && !Array.isArray(altField) && altField.type === 'field' ? String(altField.value).trim() : '';
  try {
    return { ext: type.ext, picture: await preparePicture(content, type.format), alt };
  } catch (error) {
    if (error instanceof UnreadablePictureError) throw badRequest(UNREADABLE, { file: [UNREADABLE] });
    throw error;
  }
}
