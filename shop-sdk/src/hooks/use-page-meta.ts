import { useEffect } from 'react';
import { useStore } from 'jotai';
import { pageMetaAtom, type PageMeta } from 'shop-runtime';

/**
 * A page's title, description, preview and status. In the browser it sets the document's title; on the server the
 * render reads it from the request's store to write the head and the status (docs/performance.md, server
 * rendering). Called by the page itself, so a remote owns what its pages say.
 */
export function usePageMeta(meta: PageMeta): void {
  const store = useStore();
  if (typeof window === 'undefined') store.set(pageMetaAtom, meta);
  useEffect(() => {
    document.title = meta.title;
  }, [meta.title]);
}
