/** What other features may use of releases; everything else in this folder is its own. */
export { releasesPageServices } from "./pages.ts";
export { getAdminReleases } from "./services/get-admin-releases.ts";
export { getPublishedSetups } from "./services/get-published-setups.ts";
export { listVersionHistory } from "./services/list-version-history.ts";
