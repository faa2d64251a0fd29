export default function PasswordRecovery() {
  return <h1>PasswordRecovery</h1>;
}
