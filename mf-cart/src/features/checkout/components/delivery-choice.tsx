import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { type DeliveryMethod, type DeliveryOption } from 'shared-contracts';
import { useNoticeChannel } from 'shop-sdk';
import type { PickupStation } from 'shared-contracts/schemas/settings';
import { theme } from 'shared-contracts/ui/theme';
import { useShopWords } from '../../../components/use-shop-words';
import {
  deliveryMessages as m,
  noStationIn,
  pickupCodeNote,
  stationHint,
  stationsIn,
  toAddressIn,
  withFee,
  withFeeFrom,
} from '../delivery.messages';
import { useFieldError } from '../validation.messages';
import { RadioGroup } from './radio-group';

const Section = styled.section`
  display: grid;
  gap: 14px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.muted};
`;

export type DeliveryChoiceValue = { method: DeliveryMethod; stationId: number | null };

/**
 * Home delivery to the address's state, or a pickup station of that state (with its address and hours). Each option
 * shows its own fee for this order, from the quote's delivery options (Free when the zone's threshold or a
 * free-delivery promotion waives it), so home delivery and pickup compare side by side; the page asks for a new
 * quote on each change.
 */
export function DeliveryChoice({
  state,
  stations,
  options,
  value,
  onChange,
  error,
}: {
  state: string;
  /** The open stations of every state; those of `state` are offered. */
  stations: readonly PickupStation[];
  /** The quote's price of each way to get the order in its state. */
  options: readonly DeliveryOption[];
  value: DeliveryChoiceValue;
  onChange: (value: DeliveryChoiceValue) => void;
  error?: string | undefined;
}) {
  // An account made with a phone number alone has no mailbox: its pickup code comes by SMS.
  const channel = useNoticeChannel();
  const { formatMessage: t } = useIntl();
  const { fee: formatShippingFee } = useShopWords();
  const fieldError = useFieldError();
  const homeFee = options.find((o) => o.method === 'home')?.fee;
  /** A station's fee for this order: the quote's, else the station's own. */
  const stationFee = (station: PickupStation) =>
    options.find((o) => o.method === 'pickup' && o.station_id === station.id)?.fee ?? station.fee;
  const here = stations.filter((s) => s.state === state);
  const cheapest = here.length > 0 ? Math.min(...here.map(stationFee)) : undefined;
  const pickupLabel =
    cheapest === undefined
      ? t(m.pickup)
      : t(here.length > 1 && cheapest > 0 ? withFeeFrom : withFee, {
          option: t(m.pickup),
          fee: formatShippingFee(cheapest),
        });
  return (
    <Section aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery">{t(m.heading)}</h2>
      <RadioGroup
        legend={t(m.howToGet)}
        name="delivery_method"
        value={value.method}
        onChange={(method) =>
          onChange({
            method,
            stationId: method === 'pickup' ? (value.stationId ?? here[0]?.id ?? null) : null,
          })
        }
        options={[
          {
            value: 'home',
            label:
              homeFee === undefined
                ? t(m.home)
                : t(withFee, { option: t(m.home), fee: formatShippingFee(homeFee) }),
            hint: state ? t(toAddressIn, { state }) : t(m.toYourAddress),
          },
          {
            value: 'pickup',
            label: pickupLabel,
            hint: !state
              ? t(m.chooseStateFirst)
              : here.length === 0
                ? t(noStationIn, { state })
                : t(m.pickupHint),
            disabled: !state || here.length === 0,
          },
        ]}
      />
      {value.method === 'pickup' && here.length > 0 && (
        <RadioGroup
          legend={t(stationsIn, { state })}
          name="pickup_station_id"
          value={value.stationId ?? undefined}
          error={fieldError(error)}
          onChange={(stationId) => onChange({ method: 'pickup', stationId })}
          options={here.map((s) => ({
            value: s.id,
            label: t(withFee, { option: s.name, fee: formatShippingFee(stationFee(s)) }),
            hint: t(stationHint, { address: s.address, hours: s.opening_hours }),
          }))}
        />
      )}
      {value.method === 'pickup' && <Note>{t(pickupCodeNote, { channel })}</Note>}
    </Section>
  );
}
