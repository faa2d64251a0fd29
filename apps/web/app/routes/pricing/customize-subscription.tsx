export default function CustomizeSubscription() {
  return <h1>CustomizeSubscription</h1>;
}
