/** What other features may use of statements; everything else in this folder is its own. */
export { statementsPageServices } from "./pages.ts";
