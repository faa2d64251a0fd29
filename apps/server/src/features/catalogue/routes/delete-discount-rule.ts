import { access } from "../../../auth/access.ts";
import { deleteDiscountRule as contract } from "@investar/contract/catalogue/delete-discount-rule";
import { deleteDiscountRule } from "../services/delete-discount-rule.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: delete a published discount rule",
  handler: async (request, { deps, caller: admin }) => {
    return deleteDiscountRule(deps, admin.userId, request.body.id);
  },
});
