import { access, callerOf } from "../../../auth/access.ts";
import { setAccountDisabled as contract } from "@investar/contract/admin-users/set-account-disabled";
import type { RouteModule } from "../../../http/app-types.ts";
import { setAccountDisabled } from "../services/set-account-disabled.ts";
import { ADMIN_USERS_TAG } from "./admin-users-schemas.ts";

const setAccountDisabledRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_USERS_TAG],
        summary: "Admin: disable an account (it can't log in, and every session it has is revoked) or enable it again; audit-logged",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return setAccountDisabled(deps, admin.userId, request.body);
    },
  );
};

export default setAccountDisabledRoute;
