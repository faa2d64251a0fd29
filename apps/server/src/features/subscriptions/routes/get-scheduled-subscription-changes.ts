import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listScheduledChanges } from "../services/scheduled-changes.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { scheduledChange as scheduledChangeSchema } from "@investar/contract/subscriptions/scheduled-change";

const getScheduledSubscriptionChanges: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/GetScheduledSubscriptionChanges",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary: "What a renewal switches the subscription to at its old expiry (a lower edition, fewer add-ons or licences), per kind",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: { 200: z.array(scheduledChangeSchema) },
      },
    },
    async (request) => {
      return listScheduledChanges(deps, request.query.userId);
    },
  );
};

export default getScheduledSubscriptionChanges;
