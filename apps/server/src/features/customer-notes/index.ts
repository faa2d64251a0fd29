/** What other features may use of customer-notes; everything else in this folder is its own. */
export { customerNotesPageServices } from "./pages.ts";
