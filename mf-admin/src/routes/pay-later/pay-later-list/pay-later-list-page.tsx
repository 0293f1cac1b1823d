export default function Page() {
  return <h1>pay-later-list-page</h1>;
}
