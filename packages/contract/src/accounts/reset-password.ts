import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { signInAnswer } from "./sign-in-answer.ts";

/** A new password, with the recovery link's token; signs the user in. */
export const resetPassword = defineEndpoint({
  method: "POST",
  path: "/api/auth/ResetPassword",
  body: z.object({
    id: z.string({ error: "The reset link is incomplete." }).min(20, "The reset link is incomplete.").max(200),
    password: z.string({ error: "Password is required." }).max(200),
  }),
  answer: signInAnswer,
});
