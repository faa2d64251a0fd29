import { access, callerOf } from "../../../auth/access.ts";
import { withdrawNomination as contract } from "@investar/contract/privacy-requests/withdraw-nomination";
import type { RouteModule } from "../../../http/app-types.ts";
import { withdrawNomination } from "../services/withdraw-nomination.ts";
import { filedAnswer, PRIVACY_TAG } from "./privacy-request-tags.ts";

const withdrawNominationRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.user },
      schema: {
        tags: [PRIVACY_TAG],
        summary: "Withdraw the caller's nomination",
        security: [{ bearer: [] }],
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const withdrawn = await withdrawNomination(deps, caller.userId);
      return { ...filedAnswer(withdrawn, ""), message: `Your nomination is withdrawn (${withdrawn.reference}).` };
    },
  );
};

export default withdrawNominationRoute;
