export default function ToolSignUp() {
  return <h1>ToolSignUp</h1>;
}
