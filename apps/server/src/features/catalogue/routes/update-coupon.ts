import { access, callerOf } from "../../../auth/access.ts";
import { updateCoupon as contract } from "@investar/contract/catalogue/update-coupon";
import type { RouteModule } from "../../../http/app-types.ts";
import { updateCoupon } from "../services/update-coupon.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const updateCouponRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: change a coupon's offer and limits (not its code)",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return updateCoupon(deps, admin.userId, request.body);
    },
  );
};

export default updateCouponRoute;
