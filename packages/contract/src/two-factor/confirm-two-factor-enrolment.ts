import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { twoFactorCodeBody } from "./two-factor-parts.ts";

export const confirmTwoFactorEnrolment = defineEndpoint({
  method: "POST",
  path: "/api/admin/two-factor/enrolment/confirm",
  body: twoFactorCodeBody,
  answer: z.object({ recoveryCodes: z.array(z.string()) }),
});
