import { access } from "../../../auth/access.ts";
import { passwordRecovery as contract } from "@investar/contract/accounts/password-recovery";
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "../services/request-password-reset.ts";
import { route } from "./route.ts";

export { loginNameParam, recoveryAnswer } from "@investar/contract/accounts/password-recovery";

// Public and mail-sending: rate-limited, and the answer never depends on whether the account exists.
export const recoveryRateLimit = { rateLimit: { max: 5, timeWindow: "1 hour" } };

export default route(contract, {
  config: { ...recoveryRateLimit, access: access.anyone },
  summary: "Email a single-use, 30-minute link to choose a new password (same answer whether or not the account exists)",
  handler: async (request, { deps }) => {
    await requestPasswordReset(deps, request.query.userId);
    return { message: RESET_REQUESTED_MESSAGE };
  },
});
