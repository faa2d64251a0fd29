import { validateEmail } from "@investar/core";
import { access } from "../../../auth/access.ts";
import { badRequest } from "../../../errors.ts";
import { sendUserIdReminder, USER_ID_REMINDER_MESSAGE } from "../services/send-user-id-reminder.ts";
import { sendDraftWithCredentials as contract } from "@investar/contract/accounts/send-draft-with-credentials";
import { recoveryRateLimit } from "./password-recovery.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { ...recoveryRateLimit, access: access.anyone },
  summary: "Email the account's user id to its address (never a password; same answer whether or not it matched)",
  handler: async (request, { deps }) => {
    const problem = validateEmail(request.query.email, deps.config.vendorEmailDomain);
    if (problem) throw badRequest(problem, { email: [problem] });
    await sendUserIdReminder(deps, request.query.email, request.query.userId);
    return { message: USER_ID_REMINDER_MESSAGE };
  },
});
