export default function Faqs() {
  return <h1>Faqs</h1>;
}
