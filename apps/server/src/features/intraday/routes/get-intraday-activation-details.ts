import { access } from "../../../auth/access.ts";
import { getIntradayActivationDetails as contract } from "@investar/contract/intraday/get-intraday-activation-details";
import { getIntradayActivationDetails } from "../services/get-intraday-activation-details.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.self("query") },
  summary: "Whether intraday is activated, since when, and the masked email and mobile a code can be sent to",
  handler: async (request, { deps }) => {
    return getIntradayActivationDetails(deps, request.query.userId);
  },
});
