import type { Executor } from "@investar/db";
import type { RenewingHolding } from "../../../integrations/mail/auto-renew-mails.ts";
import { itemNamesIn } from "../../catalogue/index.ts";

/**
 * What renews, as an auto-renew mail in the customer's language names it: add-ons by the Hindi names staff gave them
 * for a Hindi customer (docs/adr/0059-hindi-with-lingui.md, the last points). Only for the mail's words: links and
 * prices keep the holding's ids. `db`: the mail's transaction (itemNamesIn).
 */
export async function heldInLanguage<T extends RenewingHolding>(db: Executor, held: T, language: string | null | undefined): Promise<T> {
  const named = await itemNamesIn(db, language);
  return { ...held, addons: held.addons.map((addon) => named(addon)) };
}
