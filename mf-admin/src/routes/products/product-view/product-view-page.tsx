export default function Page() {
  return <h1>product-view-page</h1>;
}
