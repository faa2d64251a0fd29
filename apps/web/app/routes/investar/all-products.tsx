export default function AllProducts() {
  return <h1>AllProducts</h1>;
}
