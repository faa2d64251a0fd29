import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

export const INVALID_REFERRAL_LINK = "This invitation link is not valid. You can still sign up with your email address.";

/** The invitee's email from a sign-up link's rid: a list whose one item is the email. */
export const getDecryptedEmailFromReferral = defineEndpoint({
  method: "GET",
  path: "/api/auth/GetDecryptedEmailFromReferral",
  query: z.object({
    encryptedEmail: z.string({ error: INVALID_REFERRAL_LINK }).min(1, INVALID_REFERRAL_LINK).max(400, INVALID_REFERRAL_LINK),
  }),
  answer: z.array(z.string()).length(1),
});
