import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatNaira } from 'shared-contracts';
import { useShopDetails, useStoreDelivery } from 'shop-sdk';
import { helpCommonMessages } from '../help.messages';

/**
 * A help page's text: the line under its title, and the article itself. The shop's details, return window, zones
 * and stations come from Settings (the components below); the server renders them with the page.
 */
export interface HelpArticle {
  intro: ReactNode;
  body: ReactNode;
}

/** When the legal pages (terms, privacy, cookies) last changed: written the same in every language, as the shop's dates are. */
export const UPDATED = '23 November 2026';

type Chunks = ReactNode[];
type Values = Record<string, ReactNode | ((chunks: Chunks) => ReactNode)>;

/** The tags every article's messages may use. */
const TAGS = { strong: (chunks: Chunks) => <strong>{chunks}</strong> };

/** A link of the shop in a message: `<orders>My Orders</orders>` with `orders: linkTo('/orders')`. */
export const linkTo = (to: string) =>
  function ShopLink(chunks: Chunks) {
    return <Link to={to}>{chunks}</Link>;
  };

/** One of the article's messages in the page's language, with its values (the shop's details, its links). */
export function Say({ message, values }: { message: MessageDescriptor; values?: Values }) {
  return <>{useIntl().formatMessage(message, { ...TAGS, ...values })}</>;
}

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
  return <>{useIntl().formatMessage(helpCommonMessages.returnWindow, { days })}</>;
}

/** The cheapest and dearest home delivery over the zones: '₦2,500.00 to ₦6,500.00' (one fee when all are the same). */
export function DeliveryFeeRange() {
  const { formatMessage: t } = useIntl();
  const zones = useStoreDelivery().data?.zones ?? [];
  if (zones.length === 0) return <>{t(helpCommonMessages.aFee)}</>;
  const fees = zones.map((z) => z.fee);
  const low = Math.min(...fees);
  const high = Math.max(...fees);
  return (
    <>
      {low === high
        ? formatNaira(low)
        : t(helpCommonMessages.feeRange, { low: formatNaira(low), high: formatNaira(high) })}
    </>
  );
}

/** One question of the FAQ, opened by a click on it. */
export function Faq({ question, children }: { question: ReactNode; children: ReactNode }) {
  return (
    <details>
      <summary>{question}</summary>
      <div>{children}</div>
    </details>
  );
}
