import { access } from "../../../auth/access.ts";
import { deleteSetup as contract } from "@investar/contract/releases/delete-setup";
import { deleteSetupBuild } from "../services/delete-setup-build.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: withdraw a build; its channel's download goes back to the previous one",
  handler: async (request, { deps, caller: admin }) => {
    return deleteSetupBuild(deps, admin.userId, request.body.id);
  },
});
