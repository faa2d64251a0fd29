/** What other features may use of GST returns; everything else in this folder is its own. */
export { gstReturnsPageServices } from "./pages.ts";
