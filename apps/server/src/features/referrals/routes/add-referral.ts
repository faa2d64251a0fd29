import { access } from "../../../auth/access.ts";
import { addReferral as contract } from "@investar/contract/referrals/add-referral";
import type { RouteModule } from "../../../http/app-types.ts";
import { addReferral } from "../services/add-referral.ts";

const addReferralRoute: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      // It sends mail to an address the caller chooses: limited, and refused from other sites' pages.
      config: { access: access.self("query", "refereeId"), rateLimit: { max: 20, timeWindow: "1 hour" }, changesState: true },
      schema: {
        tags: ["auth"],
        summary: "Invite a friend by email; the mail carries a sign-up link with the encrypted address",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      return addReferral(deps, request.query.refereeId, request.query.emailAddress);
    },
  );
};

export default addReferralRoute;
