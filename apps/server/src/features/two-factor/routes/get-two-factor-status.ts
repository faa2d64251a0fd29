import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getTwoFactorStatus } from "../services/get-two-factor-status.ts";
import { ADMIN_TWO_FACTOR_TAG, twoFactorStatus } from "./two-factor-schemas.ts";

const getTwoFactorStatusRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/two-factor",
    {
      config: { access: access.adminEnrolling },
      schema: {
        tags: [ADMIN_TWO_FACTOR_TAG],
        summary: "Admin: whether my account signs in with an authenticator, and how many recovery codes are left",
        security: [{ bearer: [] }],
        response: { 200: twoFactorStatus },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return getTwoFactorStatus(deps, admin.userId);
    },
  );
};

export default getTwoFactorStatusRoute;
