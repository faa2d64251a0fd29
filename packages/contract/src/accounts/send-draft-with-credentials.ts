import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idParam } from "../parts/id-param.ts";
import { recoveryAnswer } from "./password-recovery.ts";

export const sendDraftWithCredentials = defineEndpoint({
  method: "GET",
  path: "/api/auth/SendDraftWithCredentials",
  query: z.object({
    userId: idParam("userId").optional(),
    email: z.string({ error: "Email is Required." }).max(200),
  }),
  answer: recoveryAnswer,
});
