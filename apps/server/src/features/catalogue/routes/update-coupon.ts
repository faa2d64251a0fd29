import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { updateCoupon } from "../services/update-coupon.ts";
import { ADMIN_CATALOGUE_TAG, couponBody, savedCode } from "./catalogue-schemas.ts";

const updateCouponRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/catalogue/coupons/update",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: change a coupon's offer and limits (not its code)",
        security: [{ bearer: [] }],
        body: couponBody,
        response: { 200: savedCode },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return updateCoupon(deps, admin.userId, request.body);
    },
  );
};

export default updateCouponRoute;
