import { eq } from "drizzle-orm";
import { hindiItemName } from "@investar/core/i18n/catalogue-names";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";
import { addonNames } from "../../catalogue/index.ts";

/**
 * The Hindi catalogue names an invoice prints beneath its lines' English descriptions, for a customer whose language
 * is Hindi (docs/adr/0059-hindi-with-lingui.md, the last points): the English description stays the legal text, as
 * the bilingual headings keep theirs (docs/adr/0061-devanagari-in-tax-documents.md). Frozen on the invoice when issued.
 */
export async function hindiNamesFor(tx: Transaction, userId: number): Promise<(id: string) => string | null> {
  const [user] = await tx.select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.id, userId));
  if (user?.language !== "hi") return () => null;
  const addons = await addonNames(tx);
  return (id) => hindiItemName(addons, id);
}
