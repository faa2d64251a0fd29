export default function Tour() {
  return <h1>Tour</h1>;
}
