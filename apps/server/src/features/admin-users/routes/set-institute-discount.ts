import { access, callerOf } from "../../../auth/access.ts";
import { setInstituteDiscount as contract } from "@investar/contract/admin-users/set-institute-discount";
import type { RouteModule } from "../../../http/app-types.ts";
import { setInstituteDiscount } from "../services/set-institute-discount.ts";
import { ADMIN_USERS_TAG } from "./admin-users-schemas.ts";

const setInstituteDiscountRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_USERS_TAG],
        summary: "Admin: the percent (0–100) a partner institute's student gets off; the next Quote uses it; audit-logged",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return setInstituteDiscount(deps, admin.userId, request.body);
    },
  );
};

export default setInstituteDiscountRoute;
