import { userFromToken } from "@investar/core";
import { api } from "./api-client.ts";
import { rememberUser } from "./client-session.ts";

/** A login route's answer when the account has an authenticator: no session yet, only the code step's challenge (ADR 0031). */
export interface SecondFactorChallenge {
  code: "SecondFactorRequired";
  message: string;
  challenge: string;
  expiresIn: number;
}

/** What auth/login, googleLogin, facebookLogin, SetPassword and ResetPassword answer once the first factor passed. */
export type SignInAnswer = { tokenString: string; mustEnrolTwoFactor?: boolean } | SecondFactorChallenge;

export const isSecondFactorChallenge = (answer: unknown): answer is SecondFactorChallenge =>
  typeof answer === "object" && answer !== null && (answer as { code?: unknown }).code === "SecondFactorRequired";

/** Where an admin goes when ADMIN_2FA=required and they have no authenticator yet. */
export const TWO_FACTOR_PAGE = "/admin/two-factor";

/** POST auth/loginTwoFactor: the code creates the session (its cookie set by the answer). */
export async function completeSecondFactor(challenge: string, code: string): Promise<void> {
  const answer = await api.post<{ tokenString: string }>("auth/loginTwoFactor", { challenge, code });
  rememberUser(userFromToken(answer.tokenString));
}
