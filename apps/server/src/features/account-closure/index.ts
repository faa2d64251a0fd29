/** What other features may use of account-closure; everything else in this folder is its own. */
export { accountClosurePageServices } from "./pages.ts";
export { runPrivacyPass } from "./services/run-privacy-pass.ts";
export type { PrivacyPassReport } from "./services/run-privacy-pass.ts";
