import educationScript from "../../enhance/education-page.js?raw";
import { useRootData } from "../../lib/root-data.ts";

/**
 * The education pages' small enhancement script (filters, registration, local time, the video facade),
 * inlined with the request's CSP nonce. These pages ship no framework (ADR 0004): put this last on the page.
 */
export function EducationScript() {
  const { nonce } = useRootData();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: educationScript }} />;
}
