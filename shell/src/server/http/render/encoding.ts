import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The encodings a page is sent in, the server's preference first. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type PageEncoding = (typeof ENCODINGS)[number];

/** The encoding to send for an `Accept-Encoding` header, honouring its q-values (`br;q=0` refuses brotli). */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : (acceptEncoding ?? '');
  if (!header.trim()) return 'identity';
  return negotiate(header, [...ENCODINGS]) ?? 'identity';
}

/** A page's HTML, compressed once per encoding and kept with it. */
export interface EncodedPage {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

export async function encodedBody(page: EncodedPage, encoding: PageEncoding): Promise<string | Buffer> {
  if (encoding === 'br')
    return (page.br ??= await brotli(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encoding === 'gzip') return (page.gzip ??= await gzip(page.html));
  return page.html;
}
