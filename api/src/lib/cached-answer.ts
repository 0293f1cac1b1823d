import { createHash } from 'node:crypto';
import type { Paginated } from 'shared-contracts/schemas/common';

/** A serialised answer, already UTF-8 encoded, and its entity tag: built once per cache fill. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
}

export function cachedAnswerOf(body: Buffer): CachedAnswer {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** If-None-Match holds this tag (weak or strong, in a list, or `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

const comma = Buffer.from(',');

/**
 * A page's answer from its products already serialised: the envelope is serialised with no results, and
 * the products' JSON goes between its brackets (`results` is the page's first field). The same bytes as
 * serialising the whole page, without writing 24 products again for every listing the cache has not seen.
 */
export function pageAnswer(serialize: (page: Paginated<never>) => string, page: Paginated<Buffer>): Buffer {
  const shell = serialize({ ...page, results: [] });
  const at = shell.indexOf('[]') + 1;
  const parts: Buffer[] = [Buffer.from(shell.slice(0, at))];
  page.results.forEach((json, i) => {
    if (i > 0) parts.push(comma);
    parts.push(json);
  });
  parts.push(Buffer.from(shell.slice(at)));
  return Buffer.concat(parts);
}
