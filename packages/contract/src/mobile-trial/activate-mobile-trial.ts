import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idParam } from "../parts/id-param.ts";
import { flag } from "../parts/schema-parts.ts";
import { mobileNumberQuery } from "../parts/mobile-number-query.ts";

export const activateMobileTrial = defineEndpoint({
  method: "GET",
  path: "/api/payment/ActivateMobileTrial",
  query: z.object({
    userId: idParam("userId"),
    mobileNumber: mobileNumberQuery,
    verificationCode: z.string({ error: "Enter the 5-digit code from the SMS." }).max(10, "Enter the 5-digit code from the SMS."),
    isMobileNumberDifferent: flag({ error: "isMobileNumberDifferent must be true or false." }).default(false),
  }),
  answer: z.object({ mobileNumber: z.string(), baseProduct: z.string(), expiryDate: z.string(), endsAt: z.string() }),
});
