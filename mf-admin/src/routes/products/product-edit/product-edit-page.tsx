export default function Page() {
  return <h1>product-edit-page</h1>;
}
