import setupDownloadScript from "../enhance/setup-download.js?enhance";
import { InlineScript } from "./inline-script.tsx";

/** The download buttons' enhancement script (enhance/setup-download.js), inlined once per page with the CSP nonce; put it last on the page. */
export function SetupDownloadScript() {
  return <InlineScript source={setupDownloadScript} />;
}
