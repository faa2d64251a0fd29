import { access } from "../../../auth/access.ts";
import { setCouponDisabled as contract } from "@investar/contract/catalogue/set-coupon-disabled";
import { setCouponDisabled } from "../services/set-coupon-disabled.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: switch a coupon off or on again",
  handler: async (request, { deps, caller: admin }) => {
    return setCouponDisabled(deps, admin.userId, request.body);
  },
});
