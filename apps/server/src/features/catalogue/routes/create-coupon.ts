import { access, callerOf } from "../../../auth/access.ts";
import { createCoupon as contract } from "@investar/contract/catalogue/create-coupon";
import type { RouteModule } from "../../../http/app-types.ts";
import { createCoupon } from "../services/create-coupon.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const createCouponRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: create a coupon (code, percent, validity, usage limit, products and plans, once per customer)",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return createCoupon(deps, admin.userId, request.body);
    },
  );
};

export default createCouponRoute;
