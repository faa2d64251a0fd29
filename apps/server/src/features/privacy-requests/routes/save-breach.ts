import { access } from "../../../auth/access.ts";
import { saveBreach as contract } from "@investar/contract/privacy-requests/save-breach";
import { saveBreach } from "../services/save-breach.ts";
import { adminPrivacyRoute } from "./route.ts";

export default adminPrivacyRoute(contract, {
  config: { access: access.admin },
  summary: "Admin: record a personal-data breach, or update its record (new without id); audited",
  handler: async (request, { deps, caller: admin }) => {
    return saveBreach(deps, admin.userId, request.body);
  },
});
