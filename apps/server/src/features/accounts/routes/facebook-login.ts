import { facebookLogin as contract } from "@investar/contract/accounts/facebook-login";
import { access } from "../../../auth/access.ts";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import { logInWithFacebook } from "../services/log-in-with-facebook.ts";
import { signInAnswer } from "./login.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.anyone, signsIn: true, rateLimit: { max: 30, timeWindow: "1 minute" } },
  summary: "Sign in with a Facebook access token (checked with the Graph API); an unknown email gets a new account",
  handler: async (request, { deps, reply }) => {
    const { accessToken, ageConfirmed, marketingKinds } = request.query;
    const consent = { AgeConfirmed: ageConfirmed, MarketingKinds: marketingKinds };
    const { signIn, isNewUser } = await logInWithFacebook(deps, accessToken, consent, {
      ip: request.ip,
      acquisition: readAcquisition(request),
      language: requestLanguage(request),
    });
    const answer = signInAnswer(reply, deps.config, signIn);
    return "code" in answer ? answer : { ...answer, isNewUser };
  },
});
