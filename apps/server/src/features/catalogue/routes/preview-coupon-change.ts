import { previewCouponChange as contract } from "@investar/contract/catalogue/preview-coupon-change";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { previewCouponChange } from "../services/preview-coupon-change.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const previewCouponChangeRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [ADMIN_CATALOGUE_TAG],
    summary: "Admin: what a coupon change changes before it is saved — each field before → after, where it shows, the orders holding a use",
    handler: async (request) => {
      return previewCouponChange(deps, request.body);
    },
  });

export default previewCouponChangeRoute;
