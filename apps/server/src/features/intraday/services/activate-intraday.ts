import { eq, sql } from "drizzle-orm";
import { isActivationCode, messages } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { codeRefusalMessage, consumeVerificationCode } from "../../accounts/index.ts";

/** ActivateIntraday: the code from GetIntradayActivationCode, used once, switches intraday data on. */
export async function activateIntraday(
  deps: AppDeps,
  userId: number,
  code: string,
): Promise<{ isActivated: true; activatedAt: string; message: string }> {
  if (!isActivationCode(code))
    throw badRequest(messages.activationCodeInvalid, { intradayActivationCode: [messages.activationCodeInvalid] });
  const now = deps.now();
  // The transaction returns a failed check rather than throwing, so the spent attempt is committed.
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await consumeVerificationCode(tx, { userId, purpose: "intraday", code, now });
    if (!check.ok) return check;
    const u = schema.users;
    const [user] = await tx
      .update(u)
      .set({ intradayActivatedAt: sql`coalesce(${u.intradayActivatedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(u.id, userId))
      .returning({ activatedAt: u.intradayActivatedAt });
    if (!user?.activatedAt) throw notFound("No such user.");
    return { ok: true, activatedAt: user.activatedAt } as const;
  });
  if (!outcome.ok) {
    // docs/business-rules.md#validation: a wrong intraday code gets the spec's own message.
    const message = outcome.reason === "wrong" ? messages.activationCodeInvalid : codeRefusalMessage(outcome);
    throw badRequest(message, { intradayActivationCode: [message] });
  }
  return { isActivated: true, activatedAt: outcome.activatedAt.toISOString(), message: "Intraday is activated on your account." };
}
