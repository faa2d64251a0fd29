import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idParam } from "../parts/id-param.ts";
import { returnUrlParam } from "../parts/return-url.ts";
import { flag } from "../parts/schema-parts.ts";

export const sendActivationEmail = defineEndpoint({
  method: "GET",
  path: "/api/auth/SendActivationEmail",
  query: z.object({
    userId: idParam("userId"),
    isPassword: flag().optional(),
    returnUrl: returnUrlParam,
  }),
  answer: z.object({ message: z.string() }),
});
