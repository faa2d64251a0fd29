import { access } from "../../../auth/access.ts";
import { updateVersionHistory as contract } from "@investar/contract/releases/update-version-history";
import { updateVersionHistory } from "../services/update-version-history.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: change a release note (isBeta says which channel it belongs to)",
  handler: async (request, { deps, caller: admin }) => {
    return updateVersionHistory(deps, admin.userId, { ...request.body, isBeta: request.query.isBeta });
  },
});
