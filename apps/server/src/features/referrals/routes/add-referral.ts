import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { addReferral } from "../services/add-referral.ts";
import { referralEntry } from "./get-referrals.ts";
import { idParam } from "@investar/contract/parts/id-param";

const addReferralRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/AddReferral",
    {
      // It sends mail to an address the caller chooses: limited, and refused from other sites' pages.
      config: { access: access.self("query", "refereeId"), rateLimit: { max: 20, timeWindow: "1 hour" }, changesState: true },
      schema: {
        tags: ["auth"],
        summary: "Invite a friend by email; the mail carries a sign-up link with the encrypted address",
        security: [{ bearer: [] }],
        querystring: z.object({ emailAddress: z.string({ error: "Email is Required." }).max(200), refereeId: idParam("refereeId") }),
        response: { 200: z.object({ referral: referralEntry, alreadyInvited: z.boolean(), message: z.string() }) },
      },
    },
    async (request) => {
      return addReferral(deps, request.query.refereeId, request.query.emailAddress);
    },
  );
};

export default addReferralRoute;
