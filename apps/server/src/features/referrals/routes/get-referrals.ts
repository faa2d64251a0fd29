import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listReferrals } from "../services/list-referrals.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { referralEntry } from "@investar/contract/referrals/referral-entry";

export { referralEntry };

const getReferrals: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/GetReferrals",
    {
      config: { access: access.self("query", "refereeId") },
      schema: {
        tags: ["auth"],
        summary: "The friends this user invited, newest first, with each invitation's status",
        security: [{ bearer: [] }],
        querystring: z.object({ refereeId: idParam("refereeId") }),
        response: { 200: z.array(referralEntry) },
      },
    },
    async (request) => {
      return listReferrals(deps, request.query.refereeId);
    },
  );
};

export default getReferrals;
