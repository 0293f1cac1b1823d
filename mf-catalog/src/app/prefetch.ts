import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { getProductQueryOptions } from 'shared-contracts';
import { getFacetsQueryOptions, getProductsQueryOptions } from '../features/product-list/api/get-products';
import { facetQueryOf, filtersOf, listQueryOf } from '../features/product-list/hooks/use-product-filters';
import { productIdOf } from '../features/product-detail/product-id';
import { HOME_QUERIES } from './routes/home';

/** A path parameter as the router hands it to the page: decoded (`matchPath` alone leaves `%20` and `%26` in). */
function decoded(param: string | undefined): string | undefined {
  if (param === undefined) return undefined;
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/**
 * What the catalog's first screen needs for a URL, fetched into the server's QueryClient with the same query keys and
 * functions the pages use, so the server renders the content and the browser starts from it. A failed fetch stays
 * in the cache as the page's error (a product that does not exist renders its 404).
 */
export async function prefetch(queryClient: QueryClient, url: URL): Promise<void> {
  const { pathname, searchParams } = url;
  if (pathname === '/') {
    await Promise.all(
      Object.values(HOME_QUERIES).map((query) => queryClient.prefetchQuery(getProductsQueryOptions(query))),
    );
    return;
  }
  const category = matchPath('/products/category/:category', pathname);
  if (category || matchPath('/products', pathname)) {
    const filters = filtersOf(decoded(category?.params.category), searchParams);
    // The facets are rendered with the results, so that they work without JavaScript.
    await Promise.all([
      queryClient.prefetchQuery(getProductsQueryOptions(listQueryOf(filters))),
      queryClient.prefetchQuery(getFacetsQueryOptions(facetQueryOf(filters))),
    ]);
    return;
  }
  const product = matchPath('/products/:productId', pathname);
  const id = productIdOf(product?.params.productId);
  if (Number.isInteger(id)) await queryClient.prefetchQuery(getProductQueryOptions(id));
}
