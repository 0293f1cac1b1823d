// The shop's pages made without React: the offline page of the service worker (nothing else may be reachable) and the
// server's page for a render it refuses (it must cost next to nothing). Both are self-contained: no script, the
// styles inline.
import { STORE_NAME } from 'shared-contracts/constants';
import { theme } from 'shared-contracts/ui/theme';
import { escapeHtml } from './escape';

export interface PlainPage {
  /** The page's heading; its title is this and the shop's name, as the shop's pages have it. */
  title: string;
  /** What happened, in plain words. */
  text: string;
  /** The link that asks for the page again. */
  again: string;
  /** More of the page, after that link: HTML, its text already escaped. */
  more?: string;
  /** The page's language (`<html lang>`), and the words and home address in it; English by default. */
  lang?: string;
  /** The words of the Try again link. */
  tryAgain?: string;
  /** The wordmark's name for a screen reader ("Kasuwa home"). */
  homeLabel?: string;
  /** The home page, in the page's language. */
  home?: string;
}

/**
 * A page with the shop's header (its wordmark linking home, as the navbar draws it), what happened in plain words and
 * a Try again link; never indexed.
 */
export function plainPageHtml({
  title,
  text,
  again,
  more = '',
  lang = 'en',
  tryAgain = 'Try again',
  homeLabel = `${STORE_NAME} home`,
  home = '/',
}: PlainPage): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${STORE_NAME}</title>
<style>
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.5; color: ${theme.text}; background: ${theme.background}; }
  header { border-bottom: 1px solid ${theme.border}; background: ${theme.background}; }
  header nav { width: 90%; max-width: 1200px; margin: 0 auto; min-height: 64px; display: flex; align-items: center; }
  .brand { font-size: 1.5rem; font-weight: 800; letter-spacing: -0.02em; color: ${theme.primary}; text-decoration: none; }
  .brand span { color: ${theme.accent}; }
  .brand:focus-visible, a:focus-visible { outline: 2px solid ${theme.accent}; outline-offset: 2px; }
  main { width: 90%; max-width: 640px; margin: 0 auto; padding: 40px 0; }
  h1 { font-size: 1.5rem; margin: 0 0 12px; }
  h2 { font-size: 1.1rem; margin: 28px 0 8px; }
  p { margin: 0 0 20px; }
  .again { display: inline-block; padding: 10px 18px; border-radius: ${theme.radius}; background: ${theme.primary}; color: #fff; text-decoration: none; font-weight: 600; }
  .again:hover { background: ${theme.primaryDark}; }
  ul { padding-left: 20px; line-height: 1.9; }
  li a { color: ${theme.primaryDark}; }
</style>
</head>
<body>
<header><nav><a class="brand" href="${escapeHtml(home)}" aria-label="${escapeHtml(homeLabel)}">${STORE_NAME}<span aria-hidden="true">.</span></a></nav></header>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<a class="again" href="${escapeHtml(again)}">${escapeHtml(tryAgain)}</a>
${more}
</main>
</body>
</html>`;
}
