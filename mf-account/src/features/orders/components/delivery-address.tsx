import styled from 'styled-components';
import { formatNigerianPhone, type Order } from 'shared-contracts';
import { Card, CardTitle } from 'shared-contracts/ui/layout';

const Address = styled.address`
  font-style: normal;
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

/** Where the order goes, and the phone the rider calls. */
export function DeliveryAddress({ address }: { address: Order['shipping_address'] }) {
  return (
    <Card aria-labelledby="order-address">
      <CardTitle id="order-address">Delivery address</CardTitle>
      <Address>
        {address.full_name}
        <br />
        {address.street}
        <br />
        {address.city}, {address.state}
        <br />
        {formatNigerianPhone(address.phone)}
      </Address>
    </Card>
  );
}
