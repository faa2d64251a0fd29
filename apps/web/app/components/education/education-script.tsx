import educationScript from "../../enhance/education-page.js?enhance";
import { InlineScript } from "../inline-script.tsx";

/**
 * The education pages' small enhancement script (filters, registration, local time, the video facade),
 * inlined with the request's CSP nonce. These pages ship no framework (ADR 0004): put this last on the page.
 */
export function EducationScript() {
  return <InlineScript source={educationScript} />;
}
