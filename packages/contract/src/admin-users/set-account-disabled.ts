import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { jsonUserId } from "../parts/json-user-id.ts";

const body = z.object({ userId: jsonUserId, disabled: z.boolean({ error: "disabled must be true or false." }) });

export const setAccountDisabled = defineEndpoint({
  method: "POST",
  path: "/api/admin/SetAccountDisabled",
  body: body,
  answer: z.object({ userId: z.number().int(), disabled: z.boolean(), signedOutSessions: z.number().int() }),
});
