export default function BrokerPartner() {
  return <h1>BrokerPartner</h1>;
}
