import { access } from "../../../auth/access.ts";
import { passwordRecovery as contract } from "@investar/contract/accounts/password-recovery";
import type { RouteModule } from "../../../http/app-types.ts";
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "../services/request-password-reset.ts";

export { loginNameParam, recoveryAnswer } from "@investar/contract/accounts/password-recovery";

// Public and mail-sending: rate-limited, and the answer never depends on whether the account exists.
export const recoveryRateLimit = { rateLimit: { max: 5, timeWindow: "1 hour" } };

const passwordRecovery: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      config: { ...recoveryRateLimit, access: access.anyone },
      schema: {
        tags: ["auth"],
        summary: "Email a single-use, 30-minute link to choose a new password (same answer whether or not the account exists)",
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.query.userId);
      return { message: RESET_REQUESTED_MESSAGE };
    },
  );
};

export default passwordRecovery;
