import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { listReferrals } from "../services/list-referrals.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { referralEntry } from "@investar/contract/referrals/referral-entry";
import { route } from "./route.ts";

export { referralEntry };

export default route(
  { method: "GET", path: "/api/auth/GetReferrals", query: z.object({ refereeId: idParam("refereeId") }), answer: z.array(referralEntry) },
  {
    config: { access: access.self("query", "refereeId") },
    summary: "The friends this user invited, newest first, with each invitation's status",
    handler: async (request, { deps }) => {
      return listReferrals(deps, request.query.refereeId);
    },
  },
);
