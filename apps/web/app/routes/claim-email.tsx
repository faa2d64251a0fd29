export default function ClaimEmail() {
  return <h1>ClaimEmail</h1>;
}
