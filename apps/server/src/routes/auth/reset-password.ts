import { z } from "zod";
import type { RouteModule } from "../../http/app-types.ts";
import { setSessionCookie } from "../../auth/session-cookie.ts";
import { setPasswordWithToken } from "../../services/auth/set-first-password.ts";
import { loginAnswer, loginResponse } from "./login.ts";

// The token is checked before any hashing (issue 8 §5); the limit keeps guessing slow all the same.
export const tokenPasswordRateLimit = { rateLimit: { max: 10, timeWindow: "15 minutes" } };

const resetPassword: RouteModule = (app) => {
  app.post(
    "/api/auth/ResetPassword",
    {
      config: { ...tokenPasswordRateLimit, signsIn: true },
      schema: {
        tags: ["auth"],
        summary: "Choose a new password with the recovery link's token; signs out every other session and signs the user in",
        body: z.object({
          id: z.string({ error: "The reset link is incomplete." }).min(20, "The reset link is incomplete.").max(200),
          password: z.string({ error: "Password is required." }).max(200),
        }),
        response: { 200: loginResponse },
      },
    },
    async (request, reply) => {
      const session = await setPasswordWithToken(app.deps, request.body.id, request.body.password, "reset-password");
      setSessionCookie(reply, app.deps.config, session.token);
      return loginAnswer(session.token, session.expiresAt, session.user.userId);
    },
  );
};

export default resetPassword;
