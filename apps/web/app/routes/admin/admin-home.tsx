export default function AdminHome() {
  return <h1>AdminHome</h1>;
}
