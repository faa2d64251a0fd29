import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveLanguageProfile } from "../services/save-language-profile.ts";
import { saveLanguageProfile as contract } from "@investar/contract/profile/save-language-profile";

const saveLanguageProfileRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["user"],
        summary: "Choose the language of the customer's mails and own pages: English or Hindi",
        security: [{ bearer: [] }],
        querystring: contract.query,
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => saveLanguageProfile(deps, request.query.userId, request.body.language),
  );
};

export default saveLanguageProfileRoute;
