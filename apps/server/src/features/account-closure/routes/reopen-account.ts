import { reopenAccount as contract } from "@investar/contract/account-closure/reopen-account";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { reopenAccount } from "../services/reopen-account.ts";

const reopenAccountRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      // The mailed link's token is the proof: a closed account has no session.
      config: { access: access.token("body", "token"), rateLimit: { max: 10, timeWindow: "15 minutes" } },
      schema: {
        tags: ["account"],
        summary: "Reopen a closed account within its 7 days, with the mailed link's token (docs/business-rules.md#account-closure)",
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => reopenAccount(deps, request.body.token),
  );
};

export default reopenAccountRoute;
