export default function VersionHistory() {
  return <h1>VersionHistory</h1>;
}
