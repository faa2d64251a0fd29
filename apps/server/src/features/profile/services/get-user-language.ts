import { eq } from "drizzle-orm";
import { isLanguage, type Language } from "@investar/core/i18n/languages";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/**
 * The language a signed-in customer's own pages are rendered in (docs/adr/0059-hindi-with-lingui.md#choosing-a-language):
 * the one kept on their account, or null when the account is gone or holds no language of ours.
 */
export async function getUserLanguage(deps: AppDeps, userId: number): Promise<Language | null> {
  const [row] = await deps.db.select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.id, userId));
  return isLanguage(row?.language) ? row.language : null;
}
