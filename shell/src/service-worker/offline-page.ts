import { plainPageHtml } from '../lib/plain-page';
import { escapeHtml } from '../lib/escape';

/** The words of the page a shopper gets offline for a page this device has not saved (docs/storefront.md §11.1). */
export const NOT_SAVED_TITLE = "This page isn't saved on this device";
export const NOT_SAVED_TEXT =
  "You're offline, and this page is not saved on this device. It will open when you are back online.";
export const SAVED_PAGES_HEADING = 'Pages you can open offline';

export interface SavedPage {
  url: string;
  title: string;
}

/** The title of a saved page, read from its HTML; its path when it has none. */
export function pageTitle(html: string, url: string): string {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
  return title
    ? title.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => {
        const names: Record<string, string> = {
          '&amp;': '&',
          '&lt;': '<',
          '&gt;': '>',
          '&quot;': '"',
          '&#39;': "'",
          '&#x27;': "'",
        };
        return names[entity] ?? entity;
      })
    : new URL(url).pathname;
}

/** The page itself: the shop's header, what happened in plain words, a way to try again, and the pages that do open offline. */
export function offlinePageHtml(requested: string, saved: readonly SavedPage[]): string {
  const list = saved.length
    ? `<h2>${SAVED_PAGES_HEADING}</h2><ul>${saved
        .map((page) => `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title)}</a></li>`)
        .join('')}</ul>`
    : '';
  return plainPageHtml({ title: NOT_SAVED_TITLE, text: NOT_SAVED_TEXT, again: requested, more: list });
}
