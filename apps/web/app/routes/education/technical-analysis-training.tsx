export default function TechnicalAnalysisTraining() {
  return <h1>TechnicalAnalysisTraining</h1>;
}
