export default function Support() {
  return <h1>Support</h1>;
}
