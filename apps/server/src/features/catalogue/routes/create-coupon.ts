import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { createCoupon } from "../services/create-coupon.ts";
import { ADMIN_CATALOGUE_TAG, couponBody, savedCode } from "./catalogue-schemas.ts";

const createCouponRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/catalogue/coupons",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: create a coupon (code, percent, validity, usage limit, products and plans, once per customer)",
        security: [{ bearer: [] }],
        body: couponBody,
        response: { 200: savedCode },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return createCoupon(deps, admin.userId, request.body);
    },
  );
};

export default createCouponRoute;
