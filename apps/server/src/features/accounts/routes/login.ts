import type { FastifyReply } from "fastify";
import { z } from "zod";
import { twoFactorMessages } from "@investar/core";
import { access } from "../../../auth/access.ts";
import type { Config } from "../../../config.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { readDevice, rememberDevice, rememberedDeviceFor } from "../../../auth/device-cookie.ts";
import { setSessionCookie } from "../../../auth/session-cookie.ts";
import { logInWithPassword } from "../services/log-in-with-password.ts";
import type { SignIn } from "../../two-factor/index.ts";

export const loginResponse = z.object({
  tokenString: z.string(),
  /** docs/business-rules.md#login-response: a JSON string containing auth_token. */
  Result: z.string(),
  /** ADMIN_2FA=required and this admin has no authenticator yet: the page sends them to enrol before anything else. */
  mustEnrolTwoFactor: z.boolean().optional(),
});

/** The first factor passed but the account has an authenticator: no session yet, only the code step's challenge. */
export const secondFactorRequired = z.object({
  code: z.literal("SecondFactorRequired"),
  message: z.string(),
  /** For POST auth/loginTwoFactor, with the code; valid for `expiresIn` seconds. */
  challenge: z.string(),
  expiresIn: z.number().int(),
});

export function loginAnswer(token: string, expiresAt: Date, userId: number) {
  const expiresIn = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  return { tokenString: token, Result: JSON.stringify({ id: userId, auth_token: token, expires_in: expiresIn }) };
}

/** How every login route answers a first factor that passed: the session (its cookie set), or the code step's challenge. */
export function signInAnswer(
  reply: FastifyReply,
  config: Config,
  signIn: SignIn,
): z.infer<typeof loginResponse> | z.infer<typeof secondFactorRequired> {
  if (signIn.kind === "second-factor") {
    return {
      code: "SecondFactorRequired",
      message: twoFactorMessages.codeNeeded,
      challenge: signIn.challenge,
      expiresIn: signIn.expiresIn,
    };
  }
  const { session } = signIn;
  setSessionCookie(reply, config, session.token);
  return {
    ...loginAnswer(session.token, session.expiresAt, session.user.userId),
    ...(session.user.mustEnrolTwoFactor ? { mustEnrolTwoFactor: true } : {}),
  };
}

const login: RouteModule = (app, deps) => {
  app.post(
    "/api/auth/login",
    {
      // No per-IP request limit here: failures are throttled per account, device and IP in the database (issue 8 §3).
      config: { access: access.anyone, signsIn: true },
      schema: {
        tags: ["auth"],
        summary: "Log in with an email or user id and a password",
        querystring: z.object({ ip: z.string().max(64).optional() }),
        body: z.object({
          userName: z.string().min(1, "Enter your email or user id.").max(200),
          password: z.string().min(1, "Enter your password.").max(200),
        }),
        response: { 200: z.union([loginResponse, secondFactorRequired]) },
      },
    },
    async (request, reply) => {
      const { config } = deps;
      // The per-IP limit is the limiter's (300 failures in 15 minutes, remembered browsers exempt), not an in-memory one.
      const device = await readDevice(request, config, deps.now());
      const signIn = await logInWithPassword(deps, request.body.userName, request.body.password, {
        ip: request.ip,
        rememberedDeviceFor: (userId) => rememberedDeviceFor(device, userId),
      });
      // The browser is remembered once it has signed in; with an authenticator, that is after the code step.
      if (signIn.kind === "session") await rememberDevice(reply, config, device, signIn.session.user.userId, deps.now());
      return signInAnswer(reply, config, signIn);
    },
  );
};

export default login;
