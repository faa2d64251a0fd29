import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { setCouponDisabled } from "../services/set-coupon-disabled.ts";
import { ADMIN_CATALOGUE_TAG, couponDisabledBody } from "./catalogue-schemas.ts";

const setCouponDisabledRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/catalogue/coupons/disable",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: switch a coupon off or on again",
        security: [{ bearer: [] }],
        body: couponDisabledBody,
        response: { 200: z.object({ code: z.string(), disabled: z.boolean() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return setCouponDisabled(deps, admin.userId, request.body);
    },
  );
};

export default setCouponDisabledRoute;
