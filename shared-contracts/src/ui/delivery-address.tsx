import styled from 'styled-components';
import { useShopIntl } from '../i18n';
import { kitMessages } from '../shared.messages';
import { formatNigerianPhone } from '../phone';
import type { ShippingAddress } from '../schemas/orders';
import { Card, CardTitle } from './layout';

const Address = styled.address`
  font-style: normal;
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

/** Where an order goes, and the phones the rider calls: the shopper's order page and the admin's order. */
export function DeliveryAddress({ address, title }: { address: ShippingAddress; title?: string }) {
  const { formatMessage: t } = useShopIntl();
  return (
    <Card aria-labelledby="order-address">
      <CardTitle id="order-address">{title ?? t(kitMessages.deliveryAddress)}</CardTitle>
      <Address>
        {address.full_name}
        <br />
        {address.street}
        <br />
        {address.city}, {address.state}
        <br />
        {formatNigerianPhone(address.phone)}
        {address.second_phone && ` · ${formatNigerianPhone(address.second_phone)}`}
      </Address>
    </Card>
  );
}
