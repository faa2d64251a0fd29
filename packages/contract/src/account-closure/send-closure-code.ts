import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { userId } from "../parts/user-id-query.ts";

/** docs/business-rules.md#account-closure: mails the code that confirms the closing of an account without a password. */
export const sendClosureCode = defineEndpoint({
  method: "POST",
  path: "/api/account/close/code",
  body: z.object({ userId }),
  answer: z.object({ message: z.string(), minutes: z.number().int().optional() }),
});
