import type { z } from "zod";
import type { facebookSignUpToPay } from "@investar/contract/accounts/facebook-sign-up-to-pay";
import type { googleSignUpToPay } from "@investar/contract/accounts/google-sign-up-to-pay";
import { access } from "../../../auth/access.ts";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import type { SignIn } from "../../two-factor/index.ts";
import type { AppDeps } from "../../../deps.ts";
import type { RegistrationExtras } from "../services/register-user.ts";
import { signInAnswer } from "./login.ts";

type SocialContract = typeof googleSignUpToPay | typeof facebookSignUpToPay;

/**
 * googleSignUpToPay and facebookSignUpToPay: one route for the checkout's "Continue with …"
 * (docs/business-rules.md#sign-up-to-pay) — the provider's proof in the body, the session cookie set and
 * the login answer — whichever provider vouches for the address.
 */
export function socialSignUpToPayRoute<Contract extends SocialContract>(route: {
  contract: Contract;
  summary: string;
  signUp: (deps: AppDeps, body: z.output<Contract["body"]>, extras: RegistrationExtras) => Promise<SignIn>;
}): RouteModule {
  return (app, deps) => {
    app.post(
      route.contract.path,
      {
        config: { access: access.anyone, signsIn: true, rateLimit: { max: 30, timeWindow: "1 minute" } },
        schema: {
          tags: ["auth"],
          summary: route.summary,
          body: route.contract.body,
          response: { 200: route.contract.answer },
        },
      },
      async (request, reply) =>
        signInAnswer(
          reply,
          deps.config,
          await route.signUp(deps, request.body as z.output<Contract["body"]>, {
            ip: request.ip,
            acquisition: readAcquisition(request),
            language: requestLanguage(request),
          }),
        ),
    );
  };
}
