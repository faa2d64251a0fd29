export default function ConfirmEmail() {
  return <h1>ConfirmEmail</h1>;
}
