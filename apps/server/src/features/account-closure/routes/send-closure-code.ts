import { sendClosureCode as contract } from "@investar/contract/account-closure/send-closure-code";
import { access } from "../../../auth/access.ts";
import { sendClosureCode } from "../services/send-closure-code.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.self("body"), rateLimit: { max: 5, timeWindow: "15 minutes" } },
  summary: "Mail the code that confirms closing an account without a password (docs/business-rules.md#account-closure)",
  handler: async (request, { deps }) => sendClosureCode(deps, request.body.userId),
});
