import { access } from "../../../auth/access.ts";
import { updateCoupon as contract } from "@investar/contract/catalogue/update-coupon";
import { updateCoupon } from "../services/update-coupon.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: change a coupon's offer and limits (not its code)",
  handler: async (request, { deps, caller: admin }) => {
    return updateCoupon(deps, admin.userId, request.body);
  },
});
