export default function ProductComparison() {
  return <h1>ProductComparison</h1>;
}
