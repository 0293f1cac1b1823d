import { drawnSignInTemplate, serverPageScript, type ServerPage } from '../../../app/server-page';

const VIEWPORT_META = /<meta name="?viewport"? [^>]*>/;

/**
 * The document of a rendered page, from the shell's built index.html. React starts its output with the page's
 * resource hints (the preloads of the first screen's pictures): they go in the head ahead of the scripts, which the
 * content does not wait for, but after the viewport's meta tag. A picture's preload chooses its width from `srcset`
 * and `sizes` as soon as the browser reads it; read before the viewport is set, a phone measures `sizes` against a
 * 980 px page and fetches a wider picture than the one its `<img>` then takes, so each picture comes twice.
 */
export function pageDocument(
  template: string,
  {
    head,
    styles,
    body,
    page,
    lang = 'en-NG',
    contentInHtml = true,
    signIn = null,
  }: {
    head: string;
    styles: string;
    body: string;
    page: ServerPage;
    /** The page's language, as `<html lang>` names it. */
    lang?: string;
    contentInHtml?: boolean;
    /** The sign-in dialog's markup, for the prompt on load (null: the browser draws it). */
    signIn?: string | null;
  },
): string {
  const hints = /^(?:<link [^>]*>)+/.exec(body)?.[0] ?? '';
  const hintsAfter = VIEWPORT_META.test(template) ? VIEWPORT_META : /<meta charset=utf-8>/;
  return (
    template
      .replace(/<html(?: lang="?[^">]*"?)?>/, () => `<html lang="${lang}">`)
      .replace(hintsAfter, (tag) => `${tag}${hints}`)
      // The shell preloads its scripts for a page the browser renders; a page whose content is here needs them only to
      // hydrate, and on a phone's connection they would hold back its pictures.
      .replace(contentInHtml ? /<link rel=preload as=script href=[^>]+>/g : /^$/, '')
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name=description content="[^"]*">/, '')
      .replace('</head>', () => `${head}${styles}</head>`)
      // The template's "needs JavaScript" goes before the content comes in: the page's own <noscript> messages stay.
      .replace(/<noscript>.*?<\/noscript>/, '')
      .replace(/<div id=root>.*?<\/div><\/div>/, () => `<div id=root>${body.slice(hints.length)}</div>`)
      .replace(
        '</body>',
        () => `${signIn ? drawnSignInTemplate(signIn) : ''}${serverPageScript(page)}</body>`,
      )
  );
}
