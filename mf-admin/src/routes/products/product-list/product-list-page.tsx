export default function Page() {
  return <h1>product-list-page</h1>;
}
