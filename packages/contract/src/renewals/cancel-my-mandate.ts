import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { id } from "../parts/schema-parts.ts";
import { userId } from "../parts/user-id-query.ts";

/** docs/business-rules.md#auto-renew-opt-in: My Subscription's "Cancel auto-renew", at once, here and at the gateway. */
export const cancelMyMandate = defineEndpoint({
  method: "POST",
  path: "/api/payment/auto-renew/cancel-mandate",
  body: z.object({ userId, mandateId: id("mandateId") }),
  answer: z.object({ message: z.string() }),
});
