import { access } from "../../../auth/access.ts";
import { requestDataExport as contract } from "@investar/contract/privacy-consent/request-data-export";
import { requestDataExport } from "../services/request-data-export.ts";
import { route } from "./route.ts";

export default route(contract, {
  // Each request builds a ZIP of the whole account: a few an hour is plenty.
  config: { access: access.user, rateLimit: { max: 5, timeWindow: "1 hour" } },
  summary: "Ask for a copy of the caller's data: a ZIP built in the background, its one-time link mailed",
  handler: async (request, { deps, caller }) => {
    return requestDataExport(deps, caller.userId);
  },
});
