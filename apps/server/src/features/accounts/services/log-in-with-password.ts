import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { verifyPassword } from "../../../auth/passwords.ts";
import { AppError } from "../../../errors.ts";
import { signInOrChallenge, type SignIn } from "../../two-factor/index.ts";
import { findUserByLoginName } from "./find-user-by-login-name.ts";
import { throttlePasswordCheck, type PasswordClient } from "./throttle-password-check.ts";

export const LOGIN_FAILURE_MESSAGE = "Invalid username or password.";

export class LoginFailure extends AppError {
  constructor() {
    super("login_failure", LOGIN_FAILURE_MESSAGE, { status: 401, fields: { login_failure: [LOGIN_FAILURE_MESSAGE] } });
  }
}

/** Where a login comes from: its address, and its browser's remembered device id for an account (device-cookie.ts). */
export interface LoginClient {
  ip: string;
  rememberedDeviceFor(userId: number): string | null;
}

/** A client without a device cookie (the registration variants, which sign in from a form of their own). */
export const unknownClient = (ip: string): LoginClient => ({ ip, rememberedDeviceFor: () => null });

/**
 * `userName` is an email or a numeric user id (docs/business-rules.md#api-auth auth/login). A right password
 * signs in, or for an account with an authenticator earns the challenge of the code step.
 */
export async function logInWithPassword(deps: AppDeps, userName: string, password: string, client: LoginClient): Promise<SignIn> {
  const user = await findUserByLoginName(deps.db, userName);
  const throttled: PasswordClient = { ip: client.ip, rememberedDevice: user ? client.rememberedDeviceFor(user.id) : null };
  // Always verify, even without an account, so timing does not reveal which accounts exist.
  const ok = await throttlePasswordCheck(deps, user?.id ?? null, throttled, () => verifyPassword(user?.passwordHash ?? null, password));
  if (!user) throw new LoginFailure();
  await deps.db.insert(schema.loginAttempts).values({ userId: user.id, succeeded: ok ? 1 : 0, ip: client.ip, at: deps.now() });
  if (!ok) throw new LoginFailure();
  return signInOrChallenge(deps, deps.db, user, "password");
}
