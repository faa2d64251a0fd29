/** What other features may use of marketing; everything else in this folder is its own. */
export { marketingPageServices } from "./pages.ts";
export { listCampaignSignUps } from "./services/list-campaign-sign-ups.ts";
export { purgeExpiredLogs } from "./services/purge-expired-logs.ts";
