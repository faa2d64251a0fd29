import { z } from "zod";
import type { RouteModule } from "../../http/app-types.ts";
import { readDevice, rememberDevice, rememberedDeviceFor } from "../../auth/device-cookie.ts";
import { setSessionCookie } from "../../auth/session-cookie.ts";
import { logInWithPassword } from "../../services/auth/log-in-with-password.ts";

export const loginResponse = z.object({
  tokenString: z.string(),
  /** docs/business-rules.md#login-response: a JSON string containing auth_token. */
  Result: z.string(),
});

export function loginAnswer(token: string, expiresAt: Date, userId: number) {
  const expiresIn = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  return { tokenString: token, Result: JSON.stringify({ id: userId, auth_token: token, expires_in: expiresIn }) };
}

const login: RouteModule = (app) => {
  app.post(
    "/api/auth/login",
    {
      // No per-IP request limit here: failures are throttled per account, device and IP in the database (issue 8 §3).
      config: { signsIn: true },
      schema: {
        tags: ["auth"],
        summary: "Log in with an email or user id and a password",
        querystring: z.object({ ip: z.string().max(64).optional() }),
        body: z.object({
          userName: z.string().min(1, "Enter your email or user id.").max(200),
          password: z.string().min(1, "Enter your password.").max(200),
        }),
        response: { 200: loginResponse },
      },
    },
    async (request, reply) => {
      const { config } = app.deps;
      // The per-IP limit is the limiter's (300 failures in 15 minutes, remembered browsers exempt), not an in-memory one.
      const device = await readDevice(request, config, app.deps.now());
      const session = await logInWithPassword(app.deps, request.body.userName, request.body.password, {
        ip: request.ip,
        rememberedDeviceFor: (userId) => rememberedDeviceFor(device, userId),
      });
      setSessionCookie(reply, config, session.token);
      await rememberDevice(reply, config, device, session.user.userId, app.deps.now());
      return loginAnswer(session.token, session.expiresAt, session.user.userId);
    },
  );
};

export default login;
