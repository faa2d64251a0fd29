export default function ManageSubscription() {
  return <h1>ManageSubscription</h1>;
}
