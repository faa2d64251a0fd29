export default function PricingMobile() {
  return <h1>PricingMobile</h1>;
}
