import type { DashboardPageServices } from "@investar/contract/pages/dashboard";
import type { AppDeps } from "../../deps.ts";
import { getAdminDashboard } from "./services/get-admin-dashboard.ts";

/** The admin landing page's dashboard service, bound to this app's dependencies. */
export function dashboardPageServices(deps: AppDeps): DashboardPageServices {
  return {
    getAdminDashboard: () => getAdminDashboard(deps),
  };
}
