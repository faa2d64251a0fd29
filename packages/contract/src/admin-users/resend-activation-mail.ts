import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { jsonUserId } from "../parts/json-user-id.ts";

const body = z.object({ userId: jsonUserId });

export const resendActivationMail = defineEndpoint({
  method: "POST",
  path: "/api/admin/ResendActivationMail",
  body: body,
  answer: z.object({ userId: z.number().int(), email: z.string() }),
});
