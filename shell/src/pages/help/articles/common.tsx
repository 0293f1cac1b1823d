import type { ReactNode } from 'react';
import { formatNaira } from 'shared-contracts';
import { useShopDetails, useStoreDelivery } from 'shop-sdk';

/**
 * A help page's text: the line under its title, and the article itself. The shop's details, return window, zones
 * and stations come from Settings (the components below); the server renders them with the page.
 */
export interface HelpArticle {
  intro: ReactNode;
  body: ReactNode;
}

/** When the legal pages (terms, privacy, cookies) last changed. */
export const UPDATED = '23 November 2026';

export function Email() {
  const { support_email } = useShopDetails();
  return <a href={`mailto:${support_email}`}>{support_email}</a>;
}

export function Phone() {
  const { support_phone } = useShopDetails();
  return <a href={`tel:${support_phone.replace(/\s+/g, '')}`}>{support_phone}</a>;
}

export const ShopName = () => <>{useShopDetails().name}</>;
export const ShopAddress = () => <>{useShopDetails().address}</>;

/** '7 days' (Settings → Shop details → Return window). */
export function ReturnWindow() {
  const days = useShopDetails().return_window_days;
  return <>{days === 1 ? '1 day' : `${days} days`}</>;
}

/** The cheapest and dearest home delivery over the zones: '₦2,500.00 to ₦6,500.00' (one fee when all are the same). */
export function DeliveryFeeRange() {
  const zones = useStoreDelivery().data?.zones ?? [];
  if (zones.length === 0) return <>a fee</>;
  const fees = zones.map((z) => z.fee);
  const low = Math.min(...fees);
  const high = Math.max(...fees);
  return <>{low === high ? formatNaira(low) : `${formatNaira(low)} to ${formatNaira(high)}`}</>;
}

/** One question of the FAQ, opened by a click on it. */
export function Faq({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details>
      <summary>{question}</summary>
      <div>{children}</div>
    </details>
  );
}
