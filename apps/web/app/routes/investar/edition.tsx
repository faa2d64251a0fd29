export default function Edition() {
  return <h1>Edition</h1>;
}
