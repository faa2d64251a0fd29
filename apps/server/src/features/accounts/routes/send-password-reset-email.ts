import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "../services/request-password-reset.ts";
import { loginNameParam, recoveryAnswer, recoveryRateLimit } from "./password-recovery.ts";

const sendPasswordResetEmail: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/SendPasswordResetEmail",
    {
      config: { ...recoveryRateLimit, access: access.anyone },
      schema: {
        tags: ["auth"],
        summary:
          "Old clients' spelling of PasswordRecovery: emails a reset link; the password parameter is ignored (docs/architecture.md#passwords)",
        // docs/business-rules.md#deviation-passwords has the client send a password here; no password is ever mailed, so it is accepted and dropped.
        querystring: z.object({ userId: loginNameParam, password: z.string().max(200).optional() }),
        response: { 200: recoveryAnswer },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.query.userId);
      return { message: RESET_REQUESTED_MESSAGE };
    },
  );
};

export default sendPasswordResetEmail;
