export default function InvestarSoftwareTraining() {
  return <h1>InvestarSoftwareTraining</h1>;
}
