import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "../services/request-password-reset.ts";
import { loginNameParam, recoveryAnswer, recoveryRateLimit } from "./password-recovery.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "GET",
    path: "/api/auth/SendPasswordResetEmail",
    query: z.object({ userId: loginNameParam, password: z.string().max(200).optional() }),
    answer: recoveryAnswer,
  },
  {
    config: { ...recoveryRateLimit, access: access.anyone },
    summary:
      "Old clients' spelling of PasswordRecovery: emails a reset link; the password parameter is ignored (docs/architecture.md#passwords)",
    handler: async (request, { deps }) => {
      await requestPasswordReset(deps, request.query.userId);
      return { message: RESET_REQUESTED_MESSAGE };
    },
  },
);
