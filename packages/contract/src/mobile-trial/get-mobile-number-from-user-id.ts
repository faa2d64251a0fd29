import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { userIdQuery } from "../parts/user-id-query.ts";

/** The account's mobile number, where the trial's code goes by default, and whether the trial was already taken. */
export const getMobileNumberFromUserId = defineEndpoint({
  method: "GET",
  path: "/api/payment/GetMobileNumberFromUserId",
  query: userIdQuery,
  answer: z.object({ mobileNumber: z.string(), mobileTrialActivatedAt: z.string().nullable() }),
});
