import type { FastifyReply } from "fastify";
import type { z } from "zod";
import { login as contract } from "@investar/contract/accounts/login";
import { loginResponse, secondFactorRequired } from "@investar/contract/accounts/sign-in-answer";
import { twoFactorMessages } from "@investar/core";
import { access } from "../../../auth/access.ts";
import type { Config } from "../../../config.ts";
import { readDevice, rememberDevice, rememberedDeviceFor } from "../../../auth/device-cookie.ts";
import { setSessionCookie } from "../../../auth/session-cookie.ts";
import { logInWithPassword } from "../services/log-in-with-password.ts";
import type { SignIn } from "../../two-factor/index.ts";
import { route } from "./route.ts";

export { loginResponse, secondFactorRequired };

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

export default route(contract, {
  // No per-IP request limit here: failures are throttled per account, device and IP in the database (ADR 0015).
  config: { access: access.anyone, signsIn: true },
  summary: "Log in with an email or user id and a password",
  handler: async (request, { deps, reply }) => {
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
});
