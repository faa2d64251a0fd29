import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { userId } from "../parts/user-id-query.ts";
import { scheduledChange } from "./scheduled-change.ts";

/** Cancel the pending switch at the old expiry; the answer is the change that was cancelled (404 when none is pending). */
export const cancelScheduledSubscriptionChange = defineEndpoint({
  method: "POST",
  path: "/api/payment/CancelScheduledSubscriptionChange",
  query: z.object({
    userId,
    kind: z.enum(["tool", "mobile"], { error: "kind must be tool or mobile." }).default("tool"),
  }),
  answer: scheduledChange,
});
