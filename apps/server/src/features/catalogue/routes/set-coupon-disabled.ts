import { access, callerOf } from "../../../auth/access.ts";
import { setCouponDisabled as contract } from "@investar/contract/catalogue/set-coupon-disabled";
import type { RouteModule } from "../../../http/app-types.ts";
import { setCouponDisabled } from "../services/set-coupon-disabled.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const setCouponDisabledRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: switch a coupon off or on again",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return setCouponDisabled(deps, admin.userId, request.body);
    },
  );
};

export default setCouponDisabledRoute;
