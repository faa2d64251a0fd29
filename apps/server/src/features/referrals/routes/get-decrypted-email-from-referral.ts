import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { decryptReferralEmail } from "../../../auth/referral-cipher.ts";
import { badRequest } from "../../../errors.ts";

export const INVALID_REFERRAL_LINK = "This invitation link is not valid. You can still sign up with your email address.";

const getDecryptedEmailFromReferral: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/GetDecryptedEmailFromReferral",
    {
      config: { access: access.anyone, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "The invitee's email from a sign-up link's rid (a list; the first item is the email)",
        querystring: z.object({
          encryptedEmail: z.string({ error: INVALID_REFERRAL_LINK }).min(1, INVALID_REFERRAL_LINK).max(400, INVALID_REFERRAL_LINK),
        }),
        response: { 200: z.array(z.string()).length(1) },
      },
    },
    async (request) => {
      const email = decryptReferralEmail(deps.config.sessionSecret!, request.query.encryptedEmail.trim());
      if (!email) throw badRequest(INVALID_REFERRAL_LINK, { encryptedEmail: [INVALID_REFERRAL_LINK] });
      return [email];
    },
  );
};

export default getDecryptedEmailFromReferral;
