import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

export const startTwoFactorEnrolment = defineEndpoint({
  method: "POST",
  path: "/api/admin/two-factor/enrolment",
  answer: z.object({
    /** Base32, for apps that cannot scan. */
    secret: z.string(),
    otpauthUri: z.string(),
    /** An SVG data URI of otpauthUri. */
    qrCode: z.string(),
  }),
});
