import { messages } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { activateIntraday } from "../services/activate-intraday.ts";
import { idParam } from "@investar/contract/parts/id-param";

const activateIntradayRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/ActivateIntraday",
    {
      config: { access: access.self("query"), changesState: true },
      schema: {
        tags: ["auth"],
        summary:
          "Activate intraday with the 5-digit code (docs/business-rules.md#other-patterns: five digits, no zero); each code works once",
        security: [{ bearer: [] }],
        querystring: z.object({
          userId: idParam("userId"),
          // The pattern itself is checked in the service with core's rule, after the guard.
          intradayActivationCode: z.string({ error: messages.activationCodeInvalid }).max(20, messages.activationCodeInvalid),
        }),
        response: { 200: z.object({ isActivated: z.literal(true), activatedAt: z.string(), message: z.string() }) },
      },
    },
    async (request) => {
      return activateIntraday(deps, request.query.userId, request.query.intradayActivationCode);
    },
  );
};

export default activateIntradayRoute;
