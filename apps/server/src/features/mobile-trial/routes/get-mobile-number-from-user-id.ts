import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getMobileTrialContact } from "../services/get-mobile-trial-contact.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

const getMobileNumberFromUserId: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/GetMobileNumberFromUserId",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary: "The account's mobile number, where the mobile trial's code goes by default, and whether the trial was already taken",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: { 200: z.object({ mobileNumber: z.string(), mobileTrialActivatedAt: z.string().nullable() }) },
      },
    },
    async (request) => {
      return getMobileTrialContact(deps, request.query.userId);
    },
  );
};

export default getMobileNumberFromUserId;
