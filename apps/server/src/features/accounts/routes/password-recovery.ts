import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "../services/request-password-reset.ts";

/** What the visitor typed on the recovery page: their email or their numeric user id. */
export const loginNameParam = z
  .string({ error: "Enter your email or user id." })
  .trim()
  .min(1, "Enter your email or user id.")
  .max(200, "That is too long for an email or user id.");

export const recoveryAnswer = z.object({ message: z.string() });

// Public and mail-sending: rate-limited, and the answer never depends on whether the account exists.
export const recoveryRateLimit = { rateLimit: { max: 5, timeWindow: "1 hour" } };

const passwordRecovery: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/PasswordRecovery",
    {
      config: { ...recoveryRateLimit, access: access.anyone },
      schema: {
        tags: ["auth"],
        summary: "Email a single-use, 30-minute link to choose a new password (same answer whether or not the account exists)",
        querystring: z.object({ userId: loginNameParam }),
        response: { 200: recoveryAnswer },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.query.userId);
      return { message: RESET_REQUESTED_MESSAGE };
    },
  );
};

export default passwordRecovery;
