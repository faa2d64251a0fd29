export default function MyWallet() {
  return <h1>MyWallet</h1>;
}
