export default function Page() {
  return <h1>category-list-page</h1>;
}
