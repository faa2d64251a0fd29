import type { ReleasesPageServices } from "@investar/contract/pages/releases";
import type { AppDeps } from "../../deps.ts";
import { getAdminReleases } from "./services/get-admin-releases.ts";
import { getPublishedSetups } from "./services/get-published-setups.ts";
import { listVersionHistory } from "./services/list-version-history.ts";

/** The download, version-history and /admin/releases pages' services, bound to this app's dependencies. */
export function releasesPageServices(deps: AppDeps): ReleasesPageServices {
  return {
    listVersionHistory: (isBeta) => listVersionHistory(deps, isBeta),
    getPublishedSetups: () => getPublishedSetups(deps),
    getAdminReleases: (page) => getAdminReleases(deps, page),
  };
}
