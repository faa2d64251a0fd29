import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveContactProfile } from "../services/save-contact-profile.ts";
import { saveContactProfile as contract } from "@investar/contract/profile/save-contact-profile";

const saveContactProfileRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["user"],
        summary: "Save country (India or USA), state, city (or 'Other' with otherCity), address and PIN/ZIP code",
        security: [{ bearer: [] }],
        querystring: contract.query,
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      return saveContactProfile(deps, request.query.userId, request.body);
    },
  );
};

export default saveContactProfileRoute;
