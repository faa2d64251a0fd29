import { messages } from "@investar/core";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idParam } from "../parts/id-param.ts";

/** docs/business-rules.md#other-patterns: five digits, no zero; each code works once. */
export const activateIntraday = defineEndpoint({
  method: "GET",
  path: "/api/auth/ActivateIntraday",
  query: z.object({
    userId: idParam("userId"),
    // The pattern itself is checked in the service with core's rule, after the guard.
    intradayActivationCode: z.string({ error: messages.activationCodeInvalid }).max(20, messages.activationCodeInvalid),
  }),
  answer: z.object({ isActivated: z.literal(true), activatedAt: z.string(), message: z.string() }),
});
