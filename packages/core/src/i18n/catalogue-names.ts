import type { Addon, Catalogue, CatalogueDiscountRule, Package, StandalonePrice } from "../pricing/catalogue.ts";
import type { Language } from "./languages.ts";
import { localizedText } from "./localized-text.ts";

/**
 * The catalogue as a page in `language` shows it (docs/adr/0062-hindi-content-texts.md): each add-on, package and
 * standalone item carries the name staff wrote for that language, else the English one marked `nameLang: "en"`
 * (`NameLang` for the PascalCase rows) when the page is not English, so the page writes lang="en" on it; so do a
 * package's badge (`FlagLang`) and a discount rule's label (`labelLang`). Ids and
 * everything priced stay as they are; the Hindi twins are dropped so they are not sent twice. It runs in loaders,
 * never in the browser, and never on what invoices and mails print, which keep the catalogue's own names.
 */
export function localizeCatalogueNames(catalogue: Catalogue, language: Language): Catalogue {
  const packages = (list: Package[]) => list.map((pkg) => localizePackage(pkg, language));
  return {
    ...catalogue,
    addons: catalogue.addons.map((addon) => localizeAddon(addon, language)),
    packages: packages(catalogue.packages),
    defaultPackage: localizePackage(catalogue.defaultPackage, language),
    standalonePriceList: catalogue.standalonePriceList.map((item) => localizeStandalonePrice(item, language)),
    discountRules: catalogue.discountRules.map((rule) => localizeRuleLabel(rule, language)),
    mobile: { ...catalogue.mobile, packages: packages(catalogue.mobile.packages) },
  };
}

export function localizeAddon({ nameHi, nameLang: _, ...addon }: Addon, language: Language): Addon {
  const { text, lang } = localizedText({ en: addon.name, hi: nameHi }, language);
  return { ...addon, name: text, ...(lang === language ? {} : { nameLang: "en" as const }) };
}

export function localizePackage({ NameHi, NameLang: _, FlagHi, FlagLang: __, ...pkg }: Package, language: Language): Package {
  const { text, lang } = localizedText({ en: pkg.Name, hi: NameHi }, language);
  const flag = pkg.Flag === null ? null : localizedText({ en: pkg.Flag, hi: FlagHi }, language);
  return {
    ...pkg,
    Name: text,
    ...(lang === language ? {} : { NameLang: "en" as const }),
    Flag: flag && flag.text,
    ...(flag && flag.lang !== language ? { FlagLang: "en" as const } : {}),
  };
}

/** Generic so the catalogue's rules keep their type. */
export function localizeRuleLabel<T extends CatalogueDiscountRule>({ labelHi, labelLang: _, ...rule }: T, language: Language): T {
  const { text, lang } = localizedText({ en: rule.label, hi: labelHi }, language);
  return { ...rule, label: text, ...(lang === language ? {} : { labelLang: "en" as const }) } as T;
}

/** Generic so a row with more columns (the standalone list's GST and total) keeps them. */
export function localizeStandalonePrice<T extends StandalonePrice>({ NameHi, NameLang: _, ...item }: T, language: Language): T {
  const { text, lang } = localizedText({ en: item.Name, hi: NameHi }, language);
  return { ...item, Name: text, ...(lang === language ? {} : { NameLang: "en" as const }) } as T;
}

/**
 * An add-on's Hindi name as staff wrote it, for what is printed beside the English one (a tax document's line:
 * docs/adr/0059-hindi-with-lingui.md, the last points); null when there is none or the id is no add-on (editions are
 * brand names with no Hindi twin).
 */
export function hindiItemName(addons: readonly Pick<Addon, "id" | "name" | "nameHi">[], id: string): string | null {
  const addon = addons.find((candidate) => candidate.id === id);
  if (!addon) return null;
  const { text, lang } = localizedText({ en: addon.name, hi: addon.nameHi }, "hi");
  return lang === "hi" ? text : null;
}

/**
 * An item of a purchase (an add-on or edition id, as orders and subscriptions hold it) as a mail in `language` names
 * it: staff's Hindi name in Hindi when there is one, else `english` (the id, which is the catalogue's English name,
 * or the name a price line carries), so English mails stay what they were.
 */
export function itemNameIn(
  addons: readonly Pick<Addon, "id" | "name" | "nameHi">[],
  id: string,
  language: Language,
  english: string = id,
): string {
  return (language === "hi" ? hindiItemName(addons, id) : null) ?? english;
}
