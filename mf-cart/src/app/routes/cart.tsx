import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { STORE_NAME } from 'shared-contracts';
import { sharedMessages } from 'shared-contracts/shared.messages';
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
import { cartMessages as m, cartTitle, clearWhat } from '../../features/cart/cart.messages';

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
  const { formatMessage: t } = useIntl();
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
        <title>{t(cartTitle, { store: STORE_NAME })}</title>
        <Title>{t(m.title)}</Title>
        <SignInPrompt title={t(sharedMessages.loginToViewCart)} announce />
      </Page>
    );
  }

  return (
    <Page>
      <title>{t(cartTitle, { store: STORE_NAME })}</title>
      <Head>
        <Title>{t(m.title)}</Title>
        {items.length > 0 && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => setConfirmingClear(true)}
            disabled={clear.isPending || !online}
            title={online ? undefined : t(m.clearNeedsConnection)}
          >
            {t(m.clear)}
          </Button>
        )}
      </Head>
      {confirmingClear && (
        <ConfirmDialog
          title={t(m.clearQuestion)}
          confirmLabel={t(m.clear)}
          cancelLabel={t(m.keep)}
          onClose={() => setConfirmingClear(false)}
          onConfirm={() => {
            setConfirmingClear(false);
            clear.mutate();
          }}
        >
          {t(clearWhat, { count })}
        </ConfirmDialog>
      )}
      {items.length === 0 ? (
        <EmptyState title={t(m.emptyTitle)}>
          <p>{t(m.emptyText)}</p>
          <ButtonLink to="/products">{t(m.startShopping)}</ButtonLink>
        </EmptyState>
      ) : (
        <Layout>
          <section aria-label={t(m.items)}>
            {conflict && showConflict && (
              <ConflictBanner tone="error">
                <p>
                  <strong>{t(m.notPlaced)}</strong> {conflict.message}
                </p>
                <p>{t(stopped ? m.fixMarked : m.checkAgain)}</p>
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
