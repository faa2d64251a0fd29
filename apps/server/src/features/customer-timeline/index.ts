/** What other features may use of customer-timeline; everything else in this folder is its own. */
export { customerTimelinePageServices } from "./pages.ts";
