import { access } from "../../../auth/access.ts";
import { addVersionHistory as contract } from "@investar/contract/releases/add-version-history";
import { addVersionHistory } from "../services/add-version-history.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: add a release note to the production or (isBeta=true) beta version history",
  handler: async (request, { deps, caller: admin }) => {
    return addVersionHistory(deps, admin.userId, { ...request.body, isBeta: request.query.isBeta });
  },
});
