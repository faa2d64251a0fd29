import { access } from "../../../auth/access.ts";
import { registerForLpage as contract } from "@investar/contract/marketing/register-for-lpage";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { registerOrSignIn } from "../../accounts/index.ts";
import { sendVariantOutcome, variantRouteConfig } from "../../accounts/index.ts";

const registerForLpage: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { ...variantRouteConfig, access: access.anyone },
      schema: {
        tags: ["auth"],
        summary:
          "Sign up from a landing page; which landing page (landingPage: 1, 2 or its enum name) and campaign page it was are stored with the account",
        querystring: contract.query,
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request, reply) => {
      const { ip, isFinbridgePage, isAlgoXConvention, isCharotarPage, landingPage } = request.query;
      const outcome = await registerOrSignIn(deps, request.body, {
        ip: ip ?? request.ip,
        acquisition: readAcquisition(request),
        language: requestLanguage(request),
        landingFlags: { isFinbridgePage, isAlgoXConvention, isCharotarPage },
        landingPage,
      });
      return sendVariantOutcome(reply, deps.config, outcome);
    },
  );
};

export default registerForLpage;
