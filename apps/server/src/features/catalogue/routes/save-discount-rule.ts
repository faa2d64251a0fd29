import { access } from "../../../auth/access.ts";
import { saveDiscountRule as contract } from "@investar/contract/catalogue/save-discount-rule";
import { saveDiscountRule } from "../services/save-discount-rule.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: add or change a renewal discount, running offer (scheme) or webinar discount",
  handler: async (request, { deps, caller: admin }) => {
    return saveDiscountRule(deps, admin.userId, request.body);
  },
});
