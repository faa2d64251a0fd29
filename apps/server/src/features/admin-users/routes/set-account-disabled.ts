import { access } from "../../../auth/access.ts";
import { setAccountDisabled as contract } from "@investar/contract/admin-users/set-account-disabled";
import { setAccountDisabled } from "../services/set-account-disabled.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: disable an account (it can't log in, and every session it has is revoked) or enable it again; audit-logged",
  handler: async (request, { deps, caller: admin }) => {
    return setAccountDisabled(deps, admin.userId, request.body);
  },
});
