import type { BusinessPageServices } from "@investar/contract/pages/business";
import type { AppDeps } from "../../deps.ts";
import { businessProfileForPages } from "./services/business-profile-for-pages.ts";
import { getAdminBusinessProfile } from "./services/get-admin-business-profile.ts";
import { getLaunchChecklist } from "./services/get-launch-checklist.ts";
import { mobileAppForPages } from "./services/mobile-app-for-pages.ts";

/** The business as pages print it, and /admin's and /admin/business' services, bound to this app's dependencies. */
export function businessPageServices(deps: AppDeps): BusinessPageServices {
  return {
    getBusinessProfile: () => businessProfileForPages(deps),
    getAdminBusinessProfile: () => getAdminBusinessProfile(deps),
    getLaunchChecklist: () => getLaunchChecklist(deps),
    getMobileApp: () => mobileAppForPages(deps),
  };
}
