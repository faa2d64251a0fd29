/** What other features may use of newsletters; everything else in this folder is its own. */
export { newslettersPageServices } from "./pages.ts";
export { listNewsletters } from "./services/list-newsletters.ts";
