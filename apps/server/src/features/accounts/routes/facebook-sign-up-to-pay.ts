import { facebookSignUpToPay as contract } from "@investar/contract/accounts/facebook-sign-up-to-pay";
import { access } from "../../../auth/access.ts";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { facebookSignUpToPay as signUp } from "../services/facebook-sign-up-to-pay.ts";
import { signInAnswer } from "./login.ts";

const facebookSignUpToPay: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.anyone, signsIn: true, rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Continue with Facebook at the checkout: a known email signs in, a new one gets its account (no trial) and is signed in",
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request, reply) =>
      signInAnswer(reply, deps.config, await signUp(deps, request.body, { ip: request.ip, acquisition: readAcquisition(request) })),
  );
};

export default facebookSignUpToPay;
