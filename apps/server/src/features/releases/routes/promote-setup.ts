import { access } from "../../../auth/access.ts";
import { promoteSetup as contract } from "@investar/contract/releases/promote-setup";
import { promoteSetupBuild } from "../services/promote-setup-build.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: copy a Beta build to Prod, where it becomes the production download",
  handler: async (request, { deps, caller: admin }) => {
    return promoteSetupBuild(deps, admin.userId, request.body.id);
  },
});
