/** What other features may use of renewals; everything else in this folder is its own. */
export { renewalsPageServices } from "./pages.ts";
