export default function Page() {
  return <h1>order-detail-page</h1>;
}
