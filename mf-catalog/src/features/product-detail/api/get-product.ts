import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Product } from 'shared-contracts';
import { catalogApi, queryKeys, useIsSignedIn } from 'shop-sdk';

/** GET products/{productId}: the product with its variants (and their stock), images and category. */
export const getProductQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(productId),
    queryFn: () => catalogApi.product(productId),
  });

/** One product's details; nothing is fetched for an id that cannot exist. */
export const useProduct = (productId: number) =>
  useQuery({ ...getProductQueryOptions(productId), enabled: Number.isInteger(productId) && productId > 0 });

/** Whether a promotion shown on the product counts each shopper's uses, so a signed-in shopper's price may differ. */
const limitedPerShopper = (product: Product): boolean =>
  product.promotion?.per_customer_limit !== undefined ||
  (product.offers ?? []).some((offer) => offer.per_customer_limit !== undefined);

/**
 * The product with the signed-in shopper's own promotions (docs/storefront.md §2.12): the public answer is the same
 * for everyone and cached so; when a promotion on it can be used only so many times by each shopper, a signed-in
 * shopper's own price is asked for (GET products/my-prices, never cached by a shared cache), so one past the limit
 * is not shown a price checkout will not charge them. Anonymous, or while it loads, the public answer.
 */
export function useOwnPrices(product: Product): Product {
  const signedIn = useIsSignedIn();
  const ids = [product.id];
  const own = useQuery({
    queryKey: queryKeys.profile.myPrices(ids),
    queryFn: () => catalogApi.myPrices(ids),
    enabled: signedIn && limitedPerShopper(product),
  });
  const mine = signedIn ? own.data?.find((p) => p.product_id === product.id) : undefined;
  if (!mine) return product;
  const { promotion: _promotion, offers: _offers, ...rest } = product;
  return {
    ...rest,
    ...(mine.promotion ? { promotion: mine.promotion } : {}),
    ...(mine.offers.length ? { offers: mine.offers } : {}),
  };
}
