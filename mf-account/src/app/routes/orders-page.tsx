/** /orders: SPEC §2 shows only the word Orders for now. */
export default function OrdersPage() {
  return <h1>Orders</h1>;
}
