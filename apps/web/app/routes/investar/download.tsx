export default function Download() {
  return <h1>Download</h1>;
}
