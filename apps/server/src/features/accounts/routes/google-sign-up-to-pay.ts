import { googleSignUpToPay as contract } from "@investar/contract/accounts/google-sign-up-to-pay";
import { access } from "../../../auth/access.ts";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { googleSignUpToPay as signUp } from "../services/google-sign-up-to-pay.ts";
import { signInAnswer } from "./login.ts";

const googleSignUpToPay: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.anyone, signsIn: true, rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Continue with Google at the checkout: a known email signs in, a new one gets its account and is signed in",
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request, reply) =>
      signInAnswer(reply, deps.config, await signUp(deps, request.body, { ip: request.ip, acquisition: readAcquisition(request) })),
  );
};

export default googleSignUpToPay;
