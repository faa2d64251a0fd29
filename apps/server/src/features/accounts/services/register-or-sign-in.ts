import type { AppDeps } from "../../../deps.ts";
import type { IssuedSession } from "./create-session.ts";
import { LOGIN_FAILURE_MESSAGE, LoginFailure, logInWithPassword, unknownClient } from "./log-in-with-password.ts";
import { registerUser, type RegistrationExtras, type RegistrationInput, type RegistrationOutcome } from "./register-user.ts";

export interface VariantOutcome {
  result: RegistrationOutcome;
  /** Set when an existing account's password was given and was right. */
  session: IssuedSession | null;
}

/**
 * The registration variants (webinar, landing pages, broker page): a new email registers as usual. An
 * existing email with a password signs in when the password is right (answering the EmailExist… category)
 * and answers ErrorInLogin when it is wrong, through the same checks and failure limit as auth/login.
 */
export async function registerOrSignIn(
  deps: AppDeps,
  input: RegistrationInput & { Password?: string },
  extras: RegistrationExtras,
): Promise<VariantOutcome> {
  const result = await registerUser(deps, input, extras);
  const password = input.Password ?? "";
  if (result.category !== "EmailExistTrialTaken" && result.category !== "EmailExistTrialNotTaken") return { result, session: null };
  if (!password) return { result, session: null };
  try {
    const signIn = await logInWithPassword(deps, input.Email, password, unknownClient(extras.ip ?? ""));
    // An account with an authenticator is not signed in by a form without a code step: no session, as for a new address.
    if (signIn.kind === "second-factor") return { result: { ...result, userId: signIn.userId }, session: null };
    return { result: { ...result, userId: signIn.session.user.userId }, session: signIn.session };
  } catch (error) {
    if (error instanceof LoginFailure) return { result: { category: "ErrorInLogin", message: LOGIN_FAILURE_MESSAGE }, session: null };
    throw error;
  }
}
