import { access } from "../../../auth/access.ts";
import { actOnPrivacyRequest as contract } from "@investar/contract/privacy-requests/act-on-privacy-request";
import { actOnPrivacyRequest } from "../services/act-on-privacy-request.ts";
import { adminPrivacyRoute } from "./route.ts";

export default adminPrivacyRoute(contract, {
  config: { access: access.admin },
  summary: "Admin: act on a privacy request (change its state, take it, note why, mail the customer); history and audit log record it",
  handler: async (request, { deps, caller: admin }) => {
    return actOnPrivacyRequest(deps, admin.userId, request.body);
  },
});
