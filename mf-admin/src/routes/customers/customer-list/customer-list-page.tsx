export default function Page() {
  return <h1>customer-list-page</h1>;
}
