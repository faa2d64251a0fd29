import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { buyerDetails } from "./buyer-sign-up.ts";
import { loginResponse } from "./sign-in-answer.ts";

/** Create an account with email and a new password, signed in at once; the email is verified after payment. */
export const signUpToPay = defineEndpoint({
  method: "POST",
  path: "/api/auth/signUpToPay",
  body: buyerDetails.extend({ Password: z.string().max(200) }),
  answer: loginResponse,
});
