export default function Lpage() {
  return <h1>Lpage</h1>;
}
