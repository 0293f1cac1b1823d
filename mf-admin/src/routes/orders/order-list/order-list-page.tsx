export default function Page() {
  return <h1>order-list-page</h1>;
}
