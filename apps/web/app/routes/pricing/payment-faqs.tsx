export default function PaymentFaqs() {
  return <h1>PaymentFaqs</h1>;
}
