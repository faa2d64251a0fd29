import { access } from "../../../auth/access.ts";
import { register as contract } from "@investar/contract/accounts/register";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { registerUser } from "../services/register-user.ts";

/** docs/business-rules.md#registration-payload's payload and answer, shared with the registration variants. */
export { registrationBody, registrationResponse } from "@investar/contract/accounts/register";

const register: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.anyone, signsIn: true, rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Sign up for the 7-day free trial",
        querystring: contract.query,
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) =>
      registerUser(deps, request.body, {
        ip: request.query.ip ?? request.ip,
        acquisition: readAcquisition(request),
        returnUrl: request.query.returnUrl ?? null,
        language: requestLanguage(request),
      }),
  );
};

export default register;
