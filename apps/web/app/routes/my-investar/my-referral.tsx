export default function MyReferral() {
  return <h1>MyReferral</h1>;
}
