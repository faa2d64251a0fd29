import { access } from "../../../auth/access.ts";
import {
  getDecryptedEmailFromReferral as contract,
  INVALID_REFERRAL_LINK,
} from "@investar/contract/referrals/get-decrypted-email-from-referral";
import type { RouteModule } from "../../../http/app-types.ts";
import { decryptReferralEmail } from "../../../auth/referral-cipher.ts";
import { badRequest } from "../../../errors.ts";

export { INVALID_REFERRAL_LINK };

const getDecryptedEmailFromReferral: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      config: { access: access.anyone, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "The invitee's email from a sign-up link's rid (a list; the first item is the email)",
        querystring: contract.query,
        response: { 200: contract.answer },
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
