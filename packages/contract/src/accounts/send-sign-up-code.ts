import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { buyerDetails } from "./buyer-sign-up.ts";

/** Create an account and send a one-time code to its mobile (SMS) or email; confirmSignUpCode signs it in. */
export const sendSignUpCode = defineEndpoint({
  method: "POST",
  path: "/api/auth/sendSignUpCode",
  body: buyerDetails.extend({ Via: z.enum(["sms", "email"]).describe("Where the code goes: the mobile number or the email address") }),
  answer: z.object({ message: z.string(), sentTo: z.string() }),
});
