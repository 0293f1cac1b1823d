export default function Page() {
  return <h1>product-create-page</h1>;
}
