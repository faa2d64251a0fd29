export default function ActivateManualPayment() {
  return <h1>ActivateManualPayment</h1>;
}
