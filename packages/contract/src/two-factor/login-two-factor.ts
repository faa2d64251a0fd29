import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { loginResponse } from "../accounts/sign-in-answer.ts";

/** The code step of a login: the challenge a first factor answered and an authenticator or recovery code. */
export const loginTwoFactor = defineEndpoint({
  method: "POST",
  path: "/api/auth/loginTwoFactor",
  body: z.object({
    challenge: z.string().min(1, "Log in again with your password.").max(2_000),
    code: z.string().trim().min(1, "Enter the six-digit code from your authenticator app.").max(40),
  }),
  answer: loginResponse,
});
