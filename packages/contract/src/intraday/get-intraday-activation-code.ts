import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idParam } from "../parts/id-param.ts";
import { flag } from "../parts/schema-parts.ts";

export const getIntradayActivationCode = defineEndpoint({
  method: "GET",
  path: "/api/auth/GetIntradayActivationCode",
  query: z.object({
    userId: idParam("userId"),
    mobileOrEmail: z
      .string({ error: "Enter your mobile number or email address." })
      .trim()
      .min(1, "Enter your mobile number or email address.")
      .max(200),
    isEmail: flag({ error: "isEmail must be true or false." }).default(false),
  }),
  answer: z.object({ message: z.string(), sentTo: z.string() }),
});
