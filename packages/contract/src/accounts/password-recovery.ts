import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

/** What the visitor typed on the recovery page: their email or their numeric user id. */
export const loginNameParam = z
  .string({ error: "Enter your email or user id." })
  .trim()
  .min(1, "Enter your email or user id.")
  .max(200, "That is too long for an email or user id.");

/** The recovery calls answer the same whether or not the account exists. */
export const recoveryAnswer = z.object({ message: z.string() });

export const passwordRecovery = defineEndpoint({
  method: "GET",
  path: "/api/auth/PasswordRecovery",
  query: z.object({ userId: loginNameParam }),
  answer: recoveryAnswer,
});
