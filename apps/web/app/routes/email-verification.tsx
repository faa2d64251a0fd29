export default function EmailVerification() {
  return <h1>EmailVerification</h1>;
}
