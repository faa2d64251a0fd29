import { z } from "zod";
import { closurePeriodChoices } from "@investar/core";
import { defineEndpoint } from "../endpoint.ts";
import { userId } from "../parts/user-id-query.ts";

/** docs/business-rules.md#account-closure: closes the caller's own account, confirmed by the password or the mailed code. */
export const closeAccount = defineEndpoint({
  method: "POST",
  path: "/api/account/close",
  body: z.object({
    userId,
    password: z.string().max(200).optional(),
    code: z.string().max(12).optional(),
    periodChoice: z.enum(closurePeriodChoices).optional(),
  }),
  answer: z.object({ message: z.string(), reference: z.string(), finalAt: z.string(), effects: z.array(z.string()) }),
});
