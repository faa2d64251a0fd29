/** What other features may use of staff-search; everything else in this folder is its own. */
export { staffSearchPageServices } from "./pages.ts";
