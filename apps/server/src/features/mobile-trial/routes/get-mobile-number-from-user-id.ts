import { access } from "../../../auth/access.ts";
import { getMobileNumberFromUserId as contract } from "@investar/contract/mobile-trial/get-mobile-number-from-user-id";
import type { RouteModule } from "../../../http/app-types.ts";
import { getMobileTrialContact } from "../services/get-mobile-trial-contact.ts";

const getMobileNumberFromUserId: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary: "The account's mobile number, where the mobile trial's code goes by default, and whether the trial was already taken",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      return getMobileTrialContact(deps, request.query.userId);
    },
  );
};

export default getMobileNumberFromUserId;
