import { and, eq, isNull } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { forbidden } from "../../../errors.ts";
import { editUser } from "./edit-user.ts";
import { refuseLeavingNoAdmin } from "./keep-an-admin.ts";

/**
 * SetAccountDisabled: a disabled account cannot log in (createSession refuses it) and every session it
 * has is revoked now, so it is signed out on every instance at its next request. Enabling it again lets
 * it log in; revoked sessions stay revoked.
 */
export async function setAccountDisabled(
  deps: AppDeps,
  actorId: number,
  input: { userId: number; disabled: boolean },
): Promise<{ userId: number; disabled: boolean; signedOutSessions: number }> {
  if (input.disabled && input.userId === actorId) throw forbidden("You can't disable your own account.");
  return editUser(deps, { actorId, userId: input.userId, action: input.disabled ? "user-disabled" : "user-enabled" }, async (tx, user) => {
    await refuseLeavingNoAdmin(deps, tx, user, { role: user.role, disabled: input.disabled }, "disabled");
    const now = deps.now();
    const disabledAt = input.disabled ? (user.disabledAt ?? now) : null;
    await tx.update(schema.users).set({ disabledAt }).where(eq(schema.users.id, user.id));
    const s = schema.sessions;
    const revoked = input.disabled
      ? await tx
          .update(s)
          .set({ revokedAt: now })
          .where(and(eq(s.userId, user.id), isNull(s.revokedAt)))
          .returning({ id: s.id })
      : [];
    return {
      before: { disabled: user.disabledAt !== null },
      after: { disabled: input.disabled, signedOutSessions: revoked.length },
      result: { userId: user.id, disabled: input.disabled, signedOutSessions: revoked.length },
    };
  });
}
