export default function MyProfile() {
  return <h1>MyProfile</h1>;
}
