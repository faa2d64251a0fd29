export default function ChangePassword() {
  return <h1>ChangePassword</h1>;
}
