import { reopenAccount as contract } from "@investar/contract/account-closure/reopen-account";
import { access } from "../../../auth/access.ts";
import { reopenAccount } from "../services/reopen-account.ts";
import { route } from "./route.ts";

export default route(contract, {
  // The mailed link's token is the proof: a closed account has no session.
  config: { access: access.token("body", "token"), rateLimit: { max: 10, timeWindow: "15 minutes" } },
  summary: "Reopen a closed account within its 7 days, with the mailed link's token (docs/business-rules.md#account-closure)",
  handler: async (request, { deps }) => reopenAccount(deps, request.body.token),
});
