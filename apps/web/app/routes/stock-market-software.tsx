export default function StockMarketSoftware() {
  return <h1>StockMarketSoftware</h1>;
}
