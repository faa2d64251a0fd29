import { access } from "../../../auth/access.ts";
import { registerForLpage as contract } from "@investar/contract/marketing/register-for-lpage";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import { registerOrSignIn } from "../../accounts/index.ts";
import { sendVariantOutcome, variantRouteConfig } from "../../accounts/index.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { ...variantRouteConfig, access: access.anyone },
  summary:
    "Sign up from a landing page; which landing page (landingPage: 1, 2 or its enum name) and campaign page it was are stored with the account",
  handler: async (request, { deps, reply }) => {
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
});
