export default function Page() {
  return <h1>attribute-list-page</h1>;
}
