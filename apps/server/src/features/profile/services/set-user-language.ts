import { and, eq, ne } from "drizzle-orm";
import type { Language } from "@investar/core/i18n/languages";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/**
 * The language a signed-in customer chose on the site (its switch, or a page in the other language),
 * kept on the account so their mails are written in it (docs/adr/0059-hindi-with-lingui.md). One
 * statement, written only when it changes.
 */
export async function setUserLanguage(deps: AppDeps, userId: number, language: Language): Promise<void> {
  await deps.db
    .update(schema.users)
    .set({ language })
    .where(and(eq(schema.users.id, userId), ne(schema.users.language, language)));
}
