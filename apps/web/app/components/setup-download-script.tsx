import setupDownloadScript from "../enhance/setup-download.js?raw";
import { useRootData } from "../lib/root-data.ts";

/** The download buttons' enhancement script (enhance/setup-download.js), inlined once per page with the CSP nonce; put it last on the page. */
export function SetupDownloadScript() {
  const { nonce } = useRootData();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: setupDownloadScript }} />;
}
