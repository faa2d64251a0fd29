import { access } from "../../../auth/access.ts";
import { activateIntraday as contract } from "@investar/contract/intraday/activate-intraday";
import { activateIntraday } from "../services/activate-intraday.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.self("query"), changesState: true },
  summary: "Activate intraday with the 5-digit code (docs/business-rules.md#other-patterns: five digits, no zero); each code works once",
  handler: async (request, { deps }) => {
    return activateIntraday(deps, request.query.userId, request.query.intradayActivationCode);
  },
});
