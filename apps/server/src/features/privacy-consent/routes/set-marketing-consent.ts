import { access, callerOf } from "../../../auth/access.ts";
import { setMarketingConsent as contract } from "@investar/contract/privacy-consent/set-marketing-consent";
import type { RouteModule } from "../../../http/app-types.ts";
import { setMarketingConsent } from "../services/set-marketing-consent.ts";

const setMarketingConsentRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.user },
      schema: {
        tags: ["privacy"],
        summary: "Give or withdraw the caller's consent to one kind of marketing mail; the change is recorded with the notice version",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return setMarketingConsent(deps, caller.userId, request.body.kind, request.body.given);
    },
  );
};

export default setMarketingConsentRoute;
