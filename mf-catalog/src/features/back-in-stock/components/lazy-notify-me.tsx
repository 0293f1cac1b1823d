import { Suspense, useState } from 'react';
import type { Product } from 'shared-contracts';
import { lazyPage } from 'shared-contracts/lazy-page';
import { useHydrated } from 'shop-sdk';

interface NotifyMeProps {
  productId: number;
  productName: string;
}

/**
 * "Notify me"'s code (its form, the back-in-stock schemas and their validation) is fetched only for a product out of
 * stock: a product page in stock never loads it.
 */
const NotifyMeForm = lazyPage<NotifyMeProps>(() =>
  import('./notify-me').then(({ NotifyMe }) => ({ default: NotifyMe })),
);

/**
 * Fetches "Notify me" when `product` shows it (out of stock): the browser does so before it hydrates the server's
 * page of such a product, so the form hydrates with the rest of the page.
 */
export function preloadNotifyMe(product: Product | undefined): Promise<void> {
  return product && !product.in_stock ? NotifyMeForm.preload() : Promise.resolve();
}

/**
 * "Notify me" (notify-me.tsx), loaded on first need. On the server, and while the browser hydrates the server's
 * page, it has no Suspense boundary of its own: the server waits for it and the HTML is the form's alone, as if it
 * were not lazy, and the browser has fetched it before hydrating (`preloadNotifyMe`). Rendered in the browser alone
 * (after a navigation, or once the product runs out), its own boundary shows nothing in its place while the code
 * loads, rather than the page's. Which of the two is decided once, when it mounts.
 */
export function NotifyMe(props: NotifyMeProps) {
  const hydrated = useHydrated();
  const [renderedInBrowser] = useState(hydrated);
  return renderedInBrowser ? (
    <Suspense fallback={null}>
      <NotifyMeForm {...props} />
    </Suspense>
  ) : (
    <NotifyMeForm {...props} />
  );
}
