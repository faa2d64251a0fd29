import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { loginResponse } from "./sign-in-answer.ts";

/** The code sendSignUpCode sent: right, it signs the new account in (a code sent by email also verifies the address). */
export const confirmSignUpCode = defineEndpoint({
  method: "POST",
  path: "/api/auth/confirmSignUpCode",
  body: z.object({
    Email: z.string().max(200),
    Code: z.string({ error: "Enter the code we sent you." }).max(20),
  }),
  answer: loginResponse,
});
