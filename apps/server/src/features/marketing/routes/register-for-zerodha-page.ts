import { access } from "../../../auth/access.ts";
import { registerForZerodhaPage as contract } from "@investar/contract/marketing/register-for-zerodha-page";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import { registerOrSignIn } from "../../accounts/index.ts";
import { sendVariantOutcome, variantRouteConfig } from "../../accounts/index.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { ...variantRouteConfig, access: access.anyone },
  summary: "Sign up from the broker partner page (RegSrc Zerodha); the broker campaign and account opening are stored",
  handler: async (request, { deps, reply }) => {
    const { ip, zerodhaSource, isZerodha, returnUrl } = request.query;
    const outcome = await registerOrSignIn(
      deps,
      { ...request.body, RegSrc: "Zerodha" },
      {
        ip: ip ?? request.ip,
        acquisition: readAcquisition(request),
        language: requestLanguage(request),
        brokerSource: zerodhaSource || undefined,
        isBrokerOpenUser: isZerodha,
        returnUrl: returnUrl ?? null,
      },
    );
    return sendVariantOutcome(reply, deps.config, outcome);
  },
});
