import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { userFromToken } from "@investar/core";
import type { SecondFactorChallenge, SignInAnswer } from "@investar/contract/accounts/sign-in-answer";
import { callEndpoint, type CallResult } from "./call-endpoint.ts";
import { rememberUser } from "./client-session.ts";

const loginTwoFactor = lazyEndpoint(() => import("@investar/contract/two-factor/login-two-factor"), "loginTwoFactor");

/** A login route's answer when the account has an authenticator: no session yet, only the code step's challenge. */
export type { SecondFactorChallenge, SignInAnswer };

export const isSecondFactorChallenge = (answer: unknown): answer is SecondFactorChallenge =>
  typeof answer === "object" && answer !== null && (answer as { code?: unknown }).code === "SecondFactorRequired";

/** Where an admin goes when ADMIN_2FA=required and they have no authenticator yet. */
export const TWO_FACTOR_PAGE = "/admin/two-factor";

/** POST auth/loginTwoFactor: the code creates the session (its cookie set by the answer). */
export async function completeSecondFactor(challenge: string, code: string): Promise<CallResult<true>> {
  const result = await callEndpoint(loginTwoFactor, { body: { challenge, code } });
  if (!result.ok) return result;
  rememberUser(userFromToken(result.data.tokenString));
  return { ok: true, data: true };
}
