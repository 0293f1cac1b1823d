import { useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { messages } from 'shared-contracts';
import {
  cartAtom,
  cartCountAtom,
  cartTotalAtom,
  hasPendingCartChanges,
  isAuthenticatedAtom,
  isCartLinePending,
  useClearCart,
  useOnline,
  usePendingChanges,
  useProfile,
} from 'shop-sdk';
import { SignInPrompt } from 'shop-sdk/ui/sign-in-prompt';
import { Button, ButtonLink } from 'shared-contracts/ui/button';
import { Banner } from 'shared-contracts/ui/banner';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Page, Title } from 'shared-contracts/ui/layout';
import { EmptyState } from 'shared-contracts/ui/states';
import { CartLine } from '../../features/cart/components/cart-line';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { quoteLineOf, useCartQuote } from '../../features/cart/api/use-cart-quote';
import { stillStopping, useCheckoutConflict } from '../../features/checkout/checkout-conflict';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const ConflictBanner = styled(Banner)`
  margin-bottom: 1rem;
  p + p {
    margin-top: 0.25rem;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  margin-bottom: 1rem;
  h1 {
    margin: 0;
  }
`;

/** /cart */
export default function CartPage() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const items = useAtomValue(cartAtom);
  const count = useAtomValue(cartCountAtom);
  const subtotal = useAtomValue(cartTotalAtom);
  const clear = useClearCart();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const conflict = useCheckoutConflict();
  // The banner and the mark go once the shopper has fixed the line the order stopped on.
  const stopped = conflict?.line ? stillStopping(conflict.line, items) : undefined;
  const showConflict = conflict !== undefined && (conflict.line === undefined || stopped !== undefined);
  // Brings the server's cart into cartAtom (shared query: no extra request when the shell already has it).
  useProfile();
  const online = useOnline();
  const pending = usePendingChanges();
  const { quote } = useCartQuote(subtotal);

  if (!authenticated) {
    return (
      <Page>
        <title>Cart | Kasuwa</title>
        <Title>Your Cart</Title>
        <SignInPrompt title={messages.loginToViewCart} announce />
      </Page>
    );
  }

  return (
    <Page>
      <title>Cart | Kasuwa</title>
      <Head>
        <Title>Your Cart</Title>
        {items.length > 0 && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => setConfirmingClear(true)}
            disabled={clear.isPending || !online}
            title={online ? undefined : 'Clearing the cart needs a connection'}
          >
            Clear cart
          </Button>
        )}
      </Head>
      {confirmingClear && (
        <ConfirmDialog
          title="Clear your cart?"
          confirmLabel="Clear cart"
          cancelLabel="Keep my cart"
          onClose={() => setConfirmingClear(false)}
          onConfirm={() => {
            setConfirmingClear(false);
            clear.mutate();
          }}
        >
          {count === 1
            ? 'The item in your cart will be removed.'
            : `All ${count} items in your cart will be removed.`}
        </ConfirmDialog>
      )}
      {items.length === 0 ? (
        <EmptyState title="Your cart is empty">
          <p>Find something you love and it will show up here.</p>
          <ButtonLink to="/products">Start shopping</ButtonLink>
        </EmptyState>
      ) : (
        <Layout>
          <section aria-label="Cart items">
            {conflict && showConflict && (
              <ConflictBanner tone="error">
                <p>
                  <strong>Your order was not placed.</strong> {conflict.message}
                </p>
                <p>
                  {stopped
                    ? 'Change the quantity of the marked item or remove it, then check out again. The rest of your cart is as you left it.'
                    : 'Your cart is as you left it. Check it, then check out again.'}
                </p>
              </ConflictBanner>
            )}
            <Lines>
              {items.map((item) => (
                <CartLine
                  key={`${item.product.id}-${item.variant.id}`}
                  item={item}
                  priced={quoteLineOf(quote, item.product.id, item.variant.id)}
                  marked={item === stopped}
                  waiting={isCartLinePending(pending, item.product.id, item.variant.id)}
                />
              ))}
            </Lines>
          </section>
          <CartSummary subtotal={subtotal} itemCount={count} waiting={hasPendingCartChanges(pending)} />
        </Layout>
      )}
    </Page>
  );
}
