import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { userId } from "../parts/user-id-query.ts";

/** Sends the SMS code that save-mobile-number-profile redeems. */
export const getVerificationCode = defineEndpoint({
  method: "GET",
  path: "/api/auth/GetVerificationCode",
  query: z.object({ userId, mobileNumber: z.string().max(20) }),
  answer: z.object({ message: z.string() }),
});
