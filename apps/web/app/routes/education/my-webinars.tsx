export default function MyWebinars() {
  return <h1>MyWebinars</h1>;
}
