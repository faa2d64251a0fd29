import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { setInstituteDiscount } from "../services/set-institute-discount.ts";
import { ADMIN_USERS_TAG, setInstituteDiscountBody } from "./admin-users-schemas.ts";

const setInstituteDiscountRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/SetInstituteDiscount",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_USERS_TAG],
        summary: "Admin: the percent (0–100) a partner institute's student gets off; the next Quote uses it; audit-logged",
        security: [{ bearer: [] }],
        body: setInstituteDiscountBody,
        response: { 200: z.object({ userId: z.number().int(), percent: z.number() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return setInstituteDiscount(deps, admin.userId, request.body);
    },
  );
};

export default setInstituteDiscountRoute;
