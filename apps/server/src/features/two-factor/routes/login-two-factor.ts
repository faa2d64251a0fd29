import { access } from "../../../auth/access.ts";
import { loginTwoFactor as contract } from "@investar/contract/two-factor/login-two-factor";
import { readDevice, rememberDevice } from "../../../auth/device-cookie.ts";
import { setSessionCookie } from "../../../auth/session-cookie.ts";
import { completeSecondFactorLogin } from "../services/complete-second-factor-login.ts";
import { loginAnswer } from "../../accounts/index.ts";
import { authRoute } from "./route.ts";

export default authRoute(contract, {
  // Wrong codes are limited per challenge and per browser in the database (ADR 0031); this only bounds one client's traffic.
  config: { access: access.token("body", "challenge"), signsIn: true, rateLimit: { max: 30, timeWindow: "1 minute" } },
  summary: "The code step of a login: the challenge a first factor answered and an authenticator or recovery code",
  handler: async (request, { deps, reply }) => {
    const { config } = deps;
    const device = await readDevice(request, config, deps.now());
    const { session, via } = await completeSecondFactorLogin(deps, request.body.challenge, request.body.code, {
      ip: request.ip,
      device,
    });
    setSessionCookie(reply, config, session.token);
    if (via === "password") await rememberDevice(reply, config, device, session.user.userId, deps.now());
    return loginAnswer(session.token, session.expiresAt, session.user.userId);
  },
});
