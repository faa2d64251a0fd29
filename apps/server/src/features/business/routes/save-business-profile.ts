import { access } from "../../../auth/access.ts";
import { saveBusinessProfile as contract } from "@investar/contract/business/save-business-profile";
import { saveBusinessProfile } from "../services/save-business-profile.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: replace the business profile whole (every field checked; 400 with a message per field, nothing saved)",
  handler: async (request, { deps, caller: admin }) => {
    return saveBusinessProfile(deps, admin.userId, request.body);
  },
});
