import { STORE_NAME } from 'shared-contracts';

/** /orders: SPEC §2 shows only the word Orders for now. */
export default function OrdersPage() {
  return (
    <>
      <title>{`Orders | ${STORE_NAME}`}</title>
      <h1>Orders</h1>
    </>
  );
}
