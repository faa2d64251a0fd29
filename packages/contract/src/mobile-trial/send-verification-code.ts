import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idParam } from "../parts/id-param.ts";
import { flag } from "../parts/schema-parts.ts";
import { mobileNumberQuery } from "../parts/mobile-number-query.ts";

export const sendVerificationCode = defineEndpoint({
  method: "GET",
  path: "/api/payment/SendVerificationCode",
  query: z.object({
    userId: idParam("userId"),
    mobileNumber: mobileNumberQuery,
    isForMobileTrial: flag({ error: "isForMobileTrial must be true or false." }).default(false),
  }),
  answer: z.object({ message: z.string() }),
});
