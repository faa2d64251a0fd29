import type { PrivacyConsentPageServices } from "@investar/contract/pages/privacy-consent";
import type { AppDeps } from "../../deps.ts";
import { checkDataExportLink } from "./services/data-export-link.ts";
import { getPrivacyOverview } from "./services/get-privacy-overview.ts";

/** The my-investar/privacy pages' services, bound to this app's dependencies. */
export function privacyConsentPageServices(deps: AppDeps): PrivacyConsentPageServices {
  return {
    getPrivacyOverview: (userId) => getPrivacyOverview(deps, userId),
    checkDataExportLink: (userId, token) => checkDataExportLink(deps, userId, token),
  };
}
