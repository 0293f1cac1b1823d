import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { type CheckoutQuoteQuery, type NigerianState, type SavedAddress, STORE_NAME } from 'shared-contracts';
import { sharedMessages } from 'shared-contracts/shared.messages';
import {
  errorMessage,
  fieldErrorsOf,
  hasPendingCartChanges,
  isAuthenticatedAtom,
  sdkMessages,
  notify,
  addressesApi,
  queryKeys,
  storeApi,
  transfersApi,
  useAddresses,
  orderConflictOf,
  statusOf,
  useInvalidateProfile,
  useOnline,
  usePendingChanges,
  useStartPayment,
} from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { useCheckoutQuote } from '../../features/cart/api/get-checkout-quote';
import { Page, Title } from 'shared-contracts/ui/layout';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { usePaymentOptions } from '../../features/checkout/api/pay-online';
import { usePlaceOrder } from '../../features/checkout/api/place-order';
import { leaveShopFor } from '../../lib/leave-shop';
import { checkoutMessages as m, checkoutTitle } from '../../features/checkout/checkout.messages';
import type { CheckoutConflict } from '../../features/checkout/checkout-conflict';
import {
  CheckoutForm,
  checkoutErrors,
  type CheckoutBody,
  type CheckoutErrors,
} from '../../features/checkout/components/checkout-form';
import { CheckoutSummary } from '../../features/checkout/components/checkout-summary';
import { DeliveryChoice, type DeliveryChoiceValue } from '../../features/checkout/components/delivery-choice';
import { PromoCodeField } from '../../features/checkout/components/promo-code-field';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

/** Where the shopper is sent when checkout cannot start, with the toast that says why (once). */
function BackToCart({ message }: { message: string }) {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notify.error(message);
  }, [message]);
  return <Navigate to="/cart" replace />;
}

const isState = (state: string): state is NigerianState => state !== '';

/** /checkout once the address book has answered (an empty one when it could not). */
function Checkout() {
  const { formatMessage: t } = useIntl();
  const book = useAddresses();
  // Offline the book waits for a connection: checkout says it needs one (an empty book until then).
  if (book.isPending && book.fetchStatus === 'fetching')
    return <LoadingState label={t(m.preparing)} compact={false} />;
  return <CheckoutWithBook savedAddresses={book.data ?? []} />;
}

function CheckoutWithBook({ savedAddresses }: { savedAddresses: readonly SavedAddress[] }) {
  const { formatMessage: t } = useIntl();
  const preselected = savedAddresses.find((a) => a.is_default) ?? savedAddresses[0];
  // The state of the address and the delivery chosen: each change asks the server for a new quote. The saved
  // address preselected gives the first; without one, the server quotes the last order's.
  const [state, setState] = useState<string | null>(preselected?.state ?? null);
  const [delivery, setDelivery] = useState<DeliveryChoiceValue>({ method: 'home', stationId: null });
  const stations = useQuery({ queryKey: queryKeys.store.delivery(), queryFn: storeApi.delivery });
  const pickup = delivery.method === 'pickup' && delivery.stationId !== null;
  // Until the shopper picks a state, the server quotes the last order's (the address filled in).
  const query: CheckoutQuoteQuery = {
    ...(state !== null && isState(state) ? { state } : {}),
    ...(pickup ? { delivery_method: 'pickup', pickup_station_id: delivery.stationId ?? undefined } : {}),
  };
  /** The code the shopper applied; the quote says whether it applies. */
  const [promoCode, setPromoCode] = useState<string | undefined>();
  const quote = useCheckoutQuote(promoCode ? { ...query, promo_code: promoCode } : query);
  const shownState = state ?? quote.data?.last_address?.state ?? '';
  const place = usePlaceOrder();
  const queryClient = useQueryClient();
  const payOptions = usePaymentOptions();
  const startPayment = useStartPayment();
  const navigate = useNavigate();
  const refreshCart = useInvalidateProfile();
  const [serverErrors, setServerErrors] = useState<CheckoutErrors | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const online = useOnline();
  const changesWaiting = hasPendingCartChanges(usePendingChanges());

  // An order is never kept for later (docs/storefront.md §11.3): without a connection there is no checkout.
  if (!online && !quote.isSuccess)
    return <Banner tone="warning">{t(sdkMessages.checkoutNeedsConnection)}</Banner>;
  if (quote.isPending) return <LoadingState label={t(m.preparing)} compact={false} />;
  if (quote.isError)
    return (
      <ErrorState
        title={t(m.loadFailed)}
        message={errorMessage(quote.error, t(m.tryAgain))}
        onRetry={() => void quote.refetch()}
      />
    );
  if (quote.data.items.length === 0 && !place.isSuccess) return <BackToCart message={t(m.emptyCart)} />;

  /** Keeps a new address the order went to in the address book (the default when the book was empty). */
  const keepAddress = async ({
    full_name,
    phone,
    second_phone,
    street,
    city,
    state: addressState,
  }: CheckoutBody['shipping_address']) => {
    try {
      await addressesApi.create({
        full_name,
        phone,
        second_phone,
        street,
        lga: city,
        state: addressState,
        is_default: savedAddresses.length === 0,
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile.addresses() });
    } catch {
      notify.error(t(m.addressNotSaved));
    }
  };

  const submit = (body: CheckoutBody, { saveAddress }: { saveAddress: boolean }) => {
    if (place.isPending) return;
    setServerError(null);
    // The total the shopper sees: if the server's differs (a price changed), it answers 409 and charges nothing.
    place.mutate(
      {
        ...body,
        expected_total: quote.data.total,
        ...(quote.data.promo_code?.applied ? { promo_code: quote.data.promo_code.code } : {}),
        // The courier's price the quote showed, signed by the server: the order is charged what was shown.
        ...(quote.data.delivery?.courier_quote ? { courier_quote: quote.data.delivery.courier_quote } : {}),
      },
      {
        onSuccess: (order) => {
          if (saveAddress) void keepAddress(body.shipping_address);
          if (order.payment_method === 'account_transfer') {
            // The shopper's own account number, asked for now so the order's page shows where to pay (it offers to
            // get it again should this fail).
            void transfersApi
              .openBankAccount()
              .then((account) => queryClient.setQueryData(queryKeys.profile.bankAccount(), account))
              .catch(() => undefined)
              .finally(() => void navigate(`/orders/${order.id}`, { state: { placed: order.number } }));
            return;
          }
          if (order.payment_method !== 'pay_now') {
            void navigate(`/orders/${order.id}`, { state: { placed: order.number } });
            return;
          }
          // The order holds its stock; the shopper pays on the provider's page and comes back to the order.
          startPayment.mutate(order.id, {
            onSuccess: ({ authorization_url }) => leaveShopFor(authorization_url),
            onError: (error) =>
              void navigate(`/orders/${order.id}`, {
                state: { placed: order.number, payError: errorMessage(error, t(m.payFailed)) },
              }),
          });
        },
        onError: (error) => {
          const status = statusOf(error);
          if (status === 409) {
            const what = orderConflictOf(error);
            if (what?.reason === 'total' || what?.reason === 'promotion') {
              // A price changed, or a promotion ran out, since the quote: the new total is shown, and the shopper
              // places the order again.
              void quote.refetch();
              setServerError(errorMessage(error));
              return;
            }
            // Out of stock (or withdrawn): the cart is kept as it was; it names the product and marks its line.
            const checkoutConflict: CheckoutConflict = {
              message: errorMessage(error),
              line: what
                ? { productId: what.product_id, variantId: what.variant_id, reason: what.reason }
                : undefined,
            };
            void refreshCart();
            void navigate('/cart', { state: { checkoutConflict } });
            return;
          }
          const fields = fieldErrorsOf(error);
          if (status === 400 && fields) {
            setServerErrors(checkoutErrors(fields));
            setServerError(errorMessage(error, t(m.checkFields)));
            return;
          }
          if (status === 400 && errorMessage(error) === 'Your cart is empty.') {
            void navigate('/cart');
            notify.error(t(m.emptyCart));
            return;
          }
          setServerError(
            status === undefined
              ? t(m.noAnswer)
              : status >= 500
                ? t(m.serverFailed)
                : errorMessage(error, t(m.serverFailed)),
          );
        },
      },
    );
  };

  return (
    <Layout>
      <CheckoutForm
        delivery={
          pickup
            ? { delivery_method: 'pickup', pickup_station_id: delivery.stationId ?? undefined }
            : { delivery_method: 'home' }
        }
        onStateChange={(next) => {
          setState(next);
          setDelivery({ method: 'home', stationId: null });
        }}
        paymentMethods={quote.data.payment_methods}
        whatsAppUpdates={quote.data.whatsapp_updates === true}
        deliverySection={
          <DeliveryChoice
            state={shownState}
            stations={stations.data?.stations ?? []}
            options={quote.data.delivery_options ?? []}
            value={delivery}
            onChange={setDelivery}
            error={serverErrors?.pickup_station_id}
          />
        }
        promoSection={
          <PromoCodeField
            promoCode={quote.data.promo_code}
            pending={quote.isPlaceholderData}
            onApply={setPromoCode}
            onRemove={() => setPromoCode(undefined)}
          />
        }
        total={quote.data.total}
        initialAddress={quote.data.last_address}
        savedAddresses={savedAddresses}
        pending={place.isPending || place.isSuccess}
        payNow={payOptions.data?.pay_now === true}
        blocked={
          !online
            ? t(sdkMessages.checkoutNeedsConnection)
            : changesWaiting
              ? t(sdkMessages.checkoutWaitsForChanges)
              : undefined
        }
        serverErrors={serverErrors}
        serverError={serverError}
        onSubmit={submit}
      />
      <CheckoutSummary quote={quote.data} />
    </Layout>
  );
}

/** /checkout: only a signed-in shopper with a non-empty cart gets here; anyone else goes back to the cart. */
export default function CheckoutPage() {
  const { formatMessage: t } = useIntl();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  if (!authenticated) return <BackToCart message={t(sharedMessages.loginToViewCart)} />;
  return (
    <Page>
      <title>{t(checkoutTitle, { store: STORE_NAME })}</title>
      <Title>{t(m.title)}</Title>
      <Checkout />
    </Page>
  );
}
