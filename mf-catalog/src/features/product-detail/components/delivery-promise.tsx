import { useId, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  deliveryWindow,
  formatDate,
  formatNaira,
  NIGERIAN_STATES,
  type NigerianState,
} from 'shared-contracts';
import { ordersApi, queryKeys, useIsSignedIn, useStoreDelivery, useTypedBeforeHydration } from 'shop-sdk';
import type { StoreDelivery } from 'shared-contracts/schemas/settings';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import { inEnglish, type Translate } from '../../../messages/translate';
import { dateRange, deliverTo, deliverToPayOnDelivery, deliveryMessages } from '../product-detail.messages';

/** Where the state a shopper chose on a product page is remembered, for the next product they open. */
export const DELIVERY_STATE_KEY = 'kasuwa-delivery-state';

const isState = (value: unknown): value is NigerianState =>
  typeof value === 'string' && (NIGERIAN_STATES as readonly string[]).includes(value);

const listeners = new Set<() => void>();
function readStoredState(): NigerianState | null {
  try {
    const stored = localStorage.getItem(DELIVERY_STATE_KEY);
    return isState(stored) ? stored : null;
  } catch {
    return null;
  }
}
function storeState(state: NigerianState) {
  try {
    localStorage.setItem(DELIVERY_STATE_KEY, state);
  } catch {
    // No storage (private browsing): the choice lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The state of the signed-in shopper's last order's address, if they have one. */
function useLastAddressState(): NigerianState | null {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({
    queryKey: [...queryKeys.orders.lists(), 'last-address'],
    queryFn: () => ordersApi.list({ page_size: 1 }),
    enabled: signedIn,
    staleTime: 5 * 60 * 1000,
  });
  return signedIn ? (data?.results[0]?.shipping_address.state ?? null) : null;
}

export interface DeliveryQuote {
  state: NigerianState;
  /** The zone's fee for an order of `price`: 0 from its free-delivery threshold. */
  fee: number;
  earliest: string;
  latest: string;
  payOnDelivery: boolean;
}

/**
 * What delivery to `state` costs and when it arrives for one unit at `price`, from Settings' delivery zones and
 * payment ways, as checkout counts them (the 2 pm cut-off, weekends and public holidays skipped; the fee is waived from the zone's threshold; pay on delivery is offered up
 * to its limit on the order's total). Null when no zone holds the state.
 */
export function deliveryQuote(
  delivery: StoreDelivery,
  state: NigerianState,
  price: number,
  now: number = Date.now(),
): DeliveryQuote | null {
  const zone = delivery.zones.find((z) => z.states.includes(state));
  if (!zone) return null;
  const fee = zone.free_from !== null && price >= zone.free_from ? 0 : zone.fee;
  const { earliest, latest } = deliveryWindow(zone.min_days, zone.max_days, now, delivery.holidays ?? []);
  const pod = delivery.pay_on_delivery;
  const payOnDelivery = !!pod?.offered && (pod.max === null || price + fee <= pod.max);
  return { state, fee, earliest, latest, payOnDelivery };
}

/** "Deliver to Lagos: ₦2,500.00, arrives 3 Dec 2026 – 4 Dec 2026; pay on delivery available" */
export function deliveryText(quote: DeliveryQuote, t: Translate = inEnglish): string {
  const fee = quote.fee === 0 ? t(deliveryMessages.free) : formatNaira(quote.fee);
  const dates =
    quote.earliest === quote.latest
      ? formatDate(quote.earliest)
      : t(dateRange, { from: formatDate(quote.earliest), to: formatDate(quote.latest) });
  return t(quote.payOnDelivery ? deliverToPayOnDelivery : deliverTo, { state: quote.state, fee, dates });
}

const Box = styled.section`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  background: ${theme.surface};
  p {
    margin: 0;
    line-height: 1.5;
  }
  label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.9rem;
  }
  select {
    font: inherit;
    min-height: 40px;
    padding: 0.3rem 0.5rem;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    background: ${theme.background};
  }
`;

/**
 * docs/storefront.md §2.2: where the product goes and when, before the cart. The state is the signed-in shopper's
 * last order's, else the one they chose here before (remembered on the device), else they choose it.
 */
export function DeliveryPromise({ price }: { price: number }) {
  const { data: delivery } = useStoreDelivery();
  const lastAddress = useLastAddressState();
  const stored = useSyncExternalStore(subscribe, readStoredState, () => null);
  const [picked, setPicked] = useState<NigerianState | null>(null);
  const state = picked ?? lastAddress ?? stored;
  const selectId = useId();
  const quote = delivery && state ? deliveryQuote(delivery, state, price) : null;
  const { formatMessage: t } = useIntl();
  const choose = (value: string) => {
    if (!isState(value)) return;
    setPicked(value);
    storeState(value);
  };
  // A state chosen in the server's page before its scripts ran is the one quoted once they have.
  const select = useTypedBeforeHydration<HTMLSelectElement>(state ?? '', choose);

  return (
    <Box aria-label={t(deliveryMessages.delivery)}>
      {quote ? (
        <p data-testid="delivery-promise">{deliveryText(quote, t)}</p>
      ) : (
        <p>{t(deliveryMessages.chooseState)}</p>
      )}
      <label htmlFor={selectId}>
        {t(state ? deliveryMessages.changeState : deliveryMessages.yourState)}
        <select
          id={selectId}
          ref={select}
          value={state ?? ''}
          onChange={(event) => choose(event.target.value)}
        >
          {!state && <option value="">{t(deliveryMessages.aState)}</option>}
          {NIGERIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
    </Box>
  );
}
