import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { setAccountDisabled } from "../services/set-account-disabled.ts";
import { ADMIN_USERS_TAG, setAccountDisabledBody } from "./admin-users-schemas.ts";

const setAccountDisabledRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/SetAccountDisabled",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_USERS_TAG],
        summary: "Admin: disable an account (it can't log in, and every session it has is revoked) or enable it again; audit-logged",
        security: [{ bearer: [] }],
        body: setAccountDisabledBody,
        response: { 200: z.object({ userId: z.number().int(), disabled: z.boolean(), signedOutSessions: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return setAccountDisabled(deps, admin.userId, request.body);
    },
  );
};

export default setAccountDisabledRoute;
