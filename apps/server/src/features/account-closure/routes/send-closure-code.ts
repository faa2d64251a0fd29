import { sendClosureCode as contract } from "@investar/contract/account-closure/send-closure-code";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendClosureCode } from "../services/send-closure-code.ts";

const sendClosureCodeRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.self("body"), rateLimit: { max: 5, timeWindow: "15 minutes" } },
      schema: {
        tags: ["account"],
        summary: "Mail the code that confirms closing an account without a password (docs/business-rules.md#account-closure)",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => sendClosureCode(deps, request.body.userId),
  );
};

export default sendClosureCodeRoute;
