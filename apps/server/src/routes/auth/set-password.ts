import { z } from "zod";
import type { RouteModule } from "../../http/app-types.ts";
import { setSessionCookie } from "../../auth/session-cookie.ts";
import { setPasswordWithToken } from "../../services/auth/set-first-password.ts";
import { loginAnswer, loginResponse } from "./login.ts";
import { tokenPasswordRateLimit } from "./reset-password.ts";

const setPassword: RouteModule = (app) => {
  app.post(
    "/api/auth/SetPassword",
    {
      config: { ...tokenPasswordRateLimit, signsIn: true },
      schema: {
        tags: ["auth"],
        summary: "Choose the FIRST password with the activation link's token (email-change links are refused); signs the user in",
        body: z.object({ id: z.string().min(20).max(200), password: z.string().max(200) }),
        response: { 200: loginResponse },
      },
    },
    async (request, reply) => {
      const session = await setPasswordWithToken(app.deps, request.body.id, request.body.password, "verify-email");
      setSessionCookie(reply, app.deps.config, session.token);
      return loginAnswer(session.token, session.expiresAt, session.user.userId);
    },
  );
};

export default setPassword;
