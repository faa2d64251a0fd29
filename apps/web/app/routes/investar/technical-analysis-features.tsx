export default function TechnicalAnalysisFeatures() {
  return <h1>TechnicalAnalysisFeatures</h1>;
}
