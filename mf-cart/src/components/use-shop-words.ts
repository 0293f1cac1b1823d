import { useIntl } from 'react-intl';
import { formatNaira } from 'shared-contracts';
import { arrivesBetween, arrivesIn, summaryMessages } from './summary.messages';

/**
 * A delivery fee and an arrival in the page's language: shared-contracts' `formatShippingFee` and `arrivalText`
 * (their English, word for word) with "Free" and the working days translated; prices stay the shop's naira.
 */
export function useShopWords() {
  const { formatMessage: t } = useIntl();
  return {
    fee: (fee: number): string => (fee === 0 ? t(summaryMessages.free) : formatNaira(fee)),
    arrival: (minDays: number, maxDays: number): string =>
      minDays === maxDays
        ? t(arrivesIn, { days: minDays })
        : t(arrivesBetween, { min: minDays, max: maxDays }),
  };
}
