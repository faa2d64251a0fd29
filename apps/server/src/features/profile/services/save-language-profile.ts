import { eq } from "drizzle-orm";
import type { Language } from "@investar/core/i18n/languages";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";

/**
 * POST user/SaveLanguageProfile: the language a customer chose on My Profile for their mails and their own pages
 * (docs/adr/0059-hindi-with-lingui.md#choosing-a-language), kept on the account and audit-logged with the one it replaced.
 */
export async function saveLanguageProfile(deps: AppDeps, userId: number, language: Language): Promise<{ language: Language }> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ language: schema.users.language })
      .from(schema.users)
      .where(eq(schema.users.id, userId))
      .for("update");
    if (!before) throw notFound("No such user.");
    if (before.language !== language) {
      await tx.update(schema.users).set({ language }).where(eq(schema.users.id, userId));
      await tx.insert(schema.auditLog).values({
        actorId: userId,
        action: "language-changed",
        subject: `user:${userId}`,
        details: { from: before.language, to: language },
        at: deps.now(),
      });
    }
    return { language };
  });
}
