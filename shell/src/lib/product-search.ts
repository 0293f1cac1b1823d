/**
 * Where a product search form goes: `/products?search=…` with the box's trimmed text, or null when it is blank (a
 * blank search does nothing). Read from the form itself, not from React's state, so that text typed into the
 * server's HTML before the page's scripts ran is searched too.
 */
export function productSearchHref(form: HTMLFormElement): string | null {
  const search = String(new FormData(form).get('search') ?? '').trim();
  return search ? `/products?${new URLSearchParams({ search }).toString()}` : null;
}
