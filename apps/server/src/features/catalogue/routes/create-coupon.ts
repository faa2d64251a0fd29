import { access } from "../../../auth/access.ts";
import { createCoupon as contract } from "@investar/contract/catalogue/create-coupon";
import { createCoupon } from "../services/create-coupon.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: create a coupon (code, percent, validity, usage limit, products and plans, once per customer)",
  handler: async (request, { deps, caller: admin }) => {
    return createCoupon(deps, admin.userId, request.body);
  },
});
