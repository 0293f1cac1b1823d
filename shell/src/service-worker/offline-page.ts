/** The words of the page a shopper gets offline for a page this device has not saved (docs/storefront.md §11.1). */
export const NOT_SAVED_TITLE = "This page isn't saved on this device";
export const NOT_SAVED_TEXT =
  "You're offline, and this page is not saved on this device. It will open when you are back online.";
export const SAVED_PAGES_HEADING = 'Pages you can open offline';

export interface SavedPage {
  url: string;
  title: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
 * The page itself: the shop's name, what happened in plain words, a way to try again, and the pages that do open
 * offline. Self-contained (no script, its styles inline) because nothing else may be reachable.
 */
export function offlinePageHtml(requested: string, saved: readonly SavedPage[]): string {
  const list = saved.length
    ? `<h2>${SAVED_PAGES_HEADING}</h2><ul>${saved
        .map((page) => `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title)}</a></li>`)
        .join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${NOT_SAVED_TITLE} — Kasuwa</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2937; background: #f9fafb; }
  header { background: #fff; border-bottom: 1px solid #e5e7eb; padding: 14px 20px; }
  header a { color: #0f7b3f; font-weight: 700; font-size: 1.25rem; text-decoration: none; }
  main { max-width: 640px; margin: 0 auto; padding: 32px 20px; }
  h1 { font-size: 1.5rem; margin: 0 0 12px; }
  h2 { font-size: 1.1rem; margin: 28px 0 8px; }
  p { line-height: 1.5; margin: 0 0 20px; }
  .again { display: inline-block; padding: 10px 18px; border-radius: 8px; background: #0f7b3f; color: #fff; text-decoration: none; font-weight: 600; }
  ul { padding-left: 20px; line-height: 1.9; }
  li a { color: #0b5e30; }
</style>
</head>
<body>
<header><a href="/">Kasuwa</a></header>
<main>
<h1>${NOT_SAVED_TITLE}</h1>
<p>${NOT_SAVED_TEXT}</p>
<a class="again" href="${escapeHtml(requested)}">Try again</a>
${list}
</main>
</body>
</html>`;
}
