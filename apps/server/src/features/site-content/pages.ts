import type { SiteContentPageServices } from "@investar/contract/pages/site-content";
import type { AppDeps } from "../../deps.ts";
import { getAdminSite } from "./services/get-admin-site.ts";
import { getHomeContent } from "./services/get-home-content.ts";

/** The home page's and /admin/site's services, bound to this app's dependencies. */
export function siteContentPageServices(deps: AppDeps): SiteContentPageServices {
  return {
    getHomeContent: (language) => getHomeContent(deps, language),
    getAdminSite: () => getAdminSite(deps),
  };
}
