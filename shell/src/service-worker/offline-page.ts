import { basenameOf, HREFLANG, splitLocalePath } from 'shared-contracts/locales';
import { plainPageHtml } from '../lib/plain-page';
import { escapeHtml } from '../lib/escape';
import { OFFLINE_WORDS } from './offline-words';

/** The words of the page a shopper gets offline for a page this device has not saved (docs/storefront.md §11.1). */
export const NOT_SAVED_TITLE = OFFLINE_WORDS['en-NG'].title;

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

/**
 * The page itself: the shop's header, what happened in plain words, a way to try again, and the pages that do open
 * offline; in the language of the page asked for (its path's prefix, docs/storefront.md §18.1).
 */
export function offlinePageHtml(requested: string, saved: readonly SavedPage[]): string {
  const { locale } = splitLocalePath(new URL(requested).pathname);
  const words = OFFLINE_WORDS[locale];
  const list = saved.length
    ? `<h2>${escapeHtml(words.savedPages)}</h2><ul>${saved
        .map((page) => `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title)}</a></li>`)
        .join('')}</ul>`
    : '';
  return plainPageHtml({
    title: words.title,
    text: words.text,
    again: requested,
    more: list,
    lang: HREFLANG[locale],
    tryAgain: words.tryAgain,
    homeLabel: words.home,
    home: basenameOf(locale),
  });
}
