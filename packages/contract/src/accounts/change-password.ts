import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { userId } from "../parts/user-id-query.ts";

/** docs/architecture.md#passwords: in a JSON body, never the URL; signs out every other session. */
export const changePassword = defineEndpoint({
  method: "POST",
  path: "/api/auth/changePassword",
  body: z.object({
    userId,
    oldPassword: z.string({ error: "Enter your current password." }).min(1, "Enter your current password.").max(200),
    newPassword: z.string({ error: "Enter a new password." }).max(200),
  }),
  answer: z.object({ message: z.string(), signedOutSessions: z.number().int() }),
});
