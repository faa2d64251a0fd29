import { access } from "../../../auth/access.ts";
import { setUserRole as contract } from "@investar/contract/admin-users/set-user-role";
import { setUserRole } from "../services/set-user-role.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: grant a role or take one away (an admin can't remove their own admin role: 403); audit-logged",
  handler: async (request, { deps, caller: admin }) => {
    return setUserRole(deps, admin.userId, request.body);
  },
});
