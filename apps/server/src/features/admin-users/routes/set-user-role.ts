import { access, callerOf } from "../../../auth/access.ts";
import { setUserRole as contract } from "@investar/contract/admin-users/set-user-role";
import type { RouteModule } from "../../../http/app-types.ts";
import { setUserRole } from "../services/set-user-role.ts";
import { ADMIN_USERS_TAG } from "./admin-users-schemas.ts";

const setUserRoleRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_USERS_TAG],
        summary: "Admin: grant a role or take one away (an admin can't remove their own admin role: 403); audit-logged",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return setUserRole(deps, admin.userId, request.body);
    },
  );
};

export default setUserRoleRoute;
