import { access } from "../../../auth/access.ts";
import {
  getDecryptedEmailFromReferral as contract,
  INVALID_REFERRAL_LINK,
} from "@investar/contract/referrals/get-decrypted-email-from-referral";
import { decryptReferralEmail } from "../../../auth/referral-cipher.ts";
import { badRequest } from "../../../errors.ts";
import { route } from "./route.ts";

export { INVALID_REFERRAL_LINK };

export default route(contract, {
  config: { access: access.anyone, rateLimit: { max: 60, timeWindow: "1 minute" } },
  summary: "The invitee's email from a sign-up link's rid (a list; the first item is the email)",
  handler: async (request, { deps }) => {
    const email = decryptReferralEmail(deps.config.sessionSecret!, request.query.encryptedEmail.trim());
    if (!email) throw badRequest(INVALID_REFERRAL_LINK, { encryptedEmail: [INVALID_REFERRAL_LINK] });
    return [email];
  },
});
