import { access } from "../../../auth/access.ts";
import { updateSiteCounter as contract } from "@investar/contract/site-content/update-site-counter";
import { updateSiteCounter } from "../services/update-site-counter.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: change a home page counter's label and the figure it counts up to",
  handler: async (request, { deps, caller: admin }) => {
    return updateSiteCounter(deps, admin.userId, request.query.key, request.body);
  },
});
