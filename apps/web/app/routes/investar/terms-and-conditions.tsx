export default function TermsAndConditions() {
  return <h1>TermsAndConditions</h1>;
}
