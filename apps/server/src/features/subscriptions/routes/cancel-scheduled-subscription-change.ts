import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { cancelScheduledChange } from "../services/scheduled-changes.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { scheduledChangeSchema } from "./scheduled-change-schema.ts";

const cancelScheduledSubscriptionChange: RouteModule = (app, deps) => {
  app.post(
    "/api/payment/CancelScheduledSubscriptionChange",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary: "Cancel the pending switch at the old expiry: the subscription keeps what it holds now (404 when none is pending)",
        security: [{ bearer: [] }],
        querystring: z.object({
          userId: idParam("userId"),
          kind: z.enum(["tool", "mobile"], { error: "kind must be tool or mobile." }).default("tool"),
        }),
        response: { 200: scheduledChangeSchema },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return cancelScheduledChange(deps, request.query.userId, request.query.kind, caller.userId);
    },
  );
};

export default cancelScheduledSubscriptionChange;
