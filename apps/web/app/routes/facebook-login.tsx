export default function FacebookLogin() {
  return <h1>FacebookLogin</h1>;
}
