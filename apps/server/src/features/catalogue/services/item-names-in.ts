import { isLanguage } from "@investar/core/i18n/languages";
import { itemNameIn } from "@investar/core/i18n/catalogue-names";
import { schema, type Executor } from "@investar/db";

/** Names an add-on or edition id (or a price line: its id and English name) in a mail's language. */
export type ItemNames = (id: string, english?: string) => string;

/**
 * How a mail in `language` names what was bought (docs/adr/0059-hindi-with-lingui.md, the last points): staff's Hindi
 * catalogue names for a Hindi customer, the catalogue's English otherwise. An English mail reads nothing and stays
 * byte for byte what it was. Read through `db`, the mail's own transaction when there is one: on the embedded
 * database (one connection) a read beside an open transaction would wait for it.
 */
export async function itemNamesIn(db: Executor, language: string | null | undefined): Promise<ItemNames> {
  if (!isLanguage(language) || language === "en") return (id, english = id) => english;
  const addons = await addonNames(db);
  return (id, english = id) => itemNameIn(addons, id, language, english);
}

/** The add-ons' English and Hindi names, read through `db` (a caller's transaction, see above). */
export function addonNames(db: Executor) {
  const a = schema.catalogueAddons;
  return db.select({ id: a.id, name: a.name, nameHi: a.nameHi }).from(a);
}
