export default function Newsletters() {
  return <h1>Newsletters</h1>;
}
