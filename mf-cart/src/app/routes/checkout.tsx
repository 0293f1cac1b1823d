/** SPEC: /checkout is a placeholder showing only the word Checkout. */
export default function CheckoutPage() {
  return <h1>Checkout</h1>;
}
