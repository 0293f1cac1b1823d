import { atom } from 'jotai';

/** A picture that represents a page in link previews (Open Graph). */
export interface PageImage {
  /** Absolute, or a path on the shop's origin. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * What a page says about itself to the document's head and, on the server, to the HTTP answer: its title and
 * description, where it canonically lives, its preview picture, structured data (JSON-LD) and its status. A page
 * of any part of the shop sets it while it renders; the server's render reads it once the page is ready.
 */
export interface PageMeta {
  title: string;
  description?: string;
  /** The canonical path and query, e.g. `/products/12`; the server makes it absolute. */
  canonical?: string;
  type?: 'website' | 'product';
  image?: PageImage;
  structuredData?: readonly Record<string, unknown>[];
  /** The HTTP status the page answers with on the server (404 for a product that does not exist). */
  status?: number;
}

/** Set by the page being rendered; one per request on the server (a store per request). */
export const pageMetaAtom = atom<PageMeta | null>(null);
