export default function SeoTopic() {
  return <h1>SeoTopic</h1>;
}
