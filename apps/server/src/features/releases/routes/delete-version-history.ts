import { access } from "../../../auth/access.ts";
import { deleteVersionHistory as contract } from "@investar/contract/releases/delete-version-history";
import { deleteVersionHistory } from "../services/delete-version-history.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: remove a release note from the version history",
  handler: async (request, { deps, caller: admin }) => {
    return deleteVersionHistory(deps, admin.userId, request.body.id);
  },
});
