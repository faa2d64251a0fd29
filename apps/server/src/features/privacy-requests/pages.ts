import type { PrivacyRequestsPageServices } from "@investar/contract/pages/privacy-requests";
import type { AppDeps } from "../../deps.ts";
import { getBreachRecord } from "./services/get-breach-record.ts";
import { getMyPrivacyRequests } from "./services/get-my-privacy-requests.ts";
import { listBreaches } from "./services/list-breaches.ts";
import { listPrivacyRequests } from "./services/list-privacy-requests.ts";

/** /my-investar/privacy/requests', /admin/privacy's and /admin/privacy/breaches' services, bound to this app's dependencies. */
export function privacyRequestsPageServices(deps: AppDeps): PrivacyRequestsPageServices {
  return {
    getMyPrivacyRequests: (userId) => getMyPrivacyRequests(deps, userId),
    listPrivacyRequests: (filter) => listPrivacyRequests(deps, filter),
    listBreaches: () => listBreaches(deps),
    getBreachRecord: (id) => getBreachRecord(deps, id),
  };
}
