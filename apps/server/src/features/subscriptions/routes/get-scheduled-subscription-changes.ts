import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { listScheduledChanges } from "../services/scheduled-changes.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { scheduledChange as scheduledChangeSchema } from "@investar/contract/subscriptions/scheduled-change";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/payment/GetScheduledSubscriptionChanges", query: userIdQuery, answer: z.array(scheduledChangeSchema) },
  {
    config: { access: access.self("query") },
    summary: "What a renewal switches the subscription to at its old expiry (a lower edition, fewer add-ons or licences), per kind",
    handler: async (request, { deps }) => {
      return listScheduledChanges(deps, request.query.userId);
    },
  },
);
