/** What other features may use of site-content; everything else in this folder is its own. */
export { siteContentPageServices } from "./pages.ts";
export { getAdminSite } from "./services/get-admin-site.ts";
export { getHomeContent } from "./services/get-home-content.ts";
