import { useIntl } from 'react-intl';
import type { OrderTotalWords } from 'shared-contracts/ui/order-totals';
import { deliveryZone, includesVat, itemsMessages as m, pickupAt, stationDetails } from '../orders.messages';

/** The order's figures (Subtotal, Delivery, Total, the VAT it includes) in the page's language. */
export function useTotalWords(): OrderTotalWords {
  const { formatMessage: t } = useIntl();
  return {
    subtotal: t(m.subtotal),
    discount: t(m.discount),
    pickupAt: (station) => t(pickupAt, { station }),
    delivery: (zone) => t(deliveryZone, { zone }),
    shipping: t(m.shipping),
    total: t(m.total),
    includesVat: (rate) => t(includesVat, { rate }),
    free: t(m.free),
    pickupStation: t(m.pickupStation),
    stationDetails: (address, hours) => t(stationDetails, { address, hours }),
  };
}
