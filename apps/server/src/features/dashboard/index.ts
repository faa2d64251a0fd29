/** What other features may use of dashboard; everything else in this folder is its own. */
export { dashboardPageServices } from "./pages.ts";
export { getAdminDashboard } from "./services/get-admin-dashboard.ts";
