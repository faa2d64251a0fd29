import { previewCouponChange as contract } from "@investar/contract/catalogue/preview-coupon-change";
import { access } from "../../../auth/access.ts";
import { previewCouponChange } from "../services/preview-coupon-change.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: what a coupon change changes before it is saved — each field before → after, where it shows, the orders holding a use",
  handler: async (request, { deps }) => {
    return previewCouponChange(deps, request.body);
  },
});
