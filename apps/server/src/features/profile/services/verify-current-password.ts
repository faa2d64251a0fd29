import { profileMessages } from "@investar/core/profile";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { verifyPassword } from "../../../auth/passwords.ts";
import { badRequest } from "../../../errors.ts";
import { throttlePasswordCheck, type PasswordClient } from "../../accounts/index.ts";

/**
 * The proof a sensitive change asks of a signed-in user, under the login failure limits (ADR 0015):
 * guessing the current password from a borrowed session is guessing a login. Throws 400 on `field`.
 */
export async function verifyCurrentPassword(
  deps: AppDeps,
  user: { id: number; passwordHash: string | null },
  password: string,
  field: string,
  client: PasswordClient,
): Promise<void> {
  if (await throttlePasswordCheck(deps, user.id, client, () => verifyPassword(user.passwordHash, password))) return;
  await deps.db.insert(schema.loginAttempts).values({ userId: user.id, succeeded: 0, ip: client.ip, at: deps.now() });
  throw badRequest(profileMessages.currentPasswordWrong, { [field]: [profileMessages.currentPasswordWrong] });
}
