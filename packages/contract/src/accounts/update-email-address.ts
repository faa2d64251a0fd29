import { profileMessages } from "@investar/core/profile";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { userId } from "../parts/user-id-query.ts";

/** docs/business-rules.md#email-change: the current password proves the caller; the new address gets a verify-only link. */
export const updateEmailAddress = defineEndpoint({
  method: "POST",
  path: "/api/auth/UpdateEmailAddress",
  body: z.object({
    userId,
    emailAddress: z.string().max(200),
    password: z.string({ error: profileMessages.currentPasswordRequired }).min(1, profileMessages.currentPasswordRequired).max(200),
  }),
  answer: z.object({ message: z.string(), emailAddress: z.string() }),
});
