import type { Addon, Catalogue, Package, StandalonePrice } from "../pricing/catalogue.ts";
import type { Language } from "./languages.ts";
import { localizedText } from "./localized-text.ts";

/**
 * The catalogue as a page in `language` shows it (docs/adr/0062-hindi-content-texts.md): each add-on, package and
 * standalone item carries the name staff wrote for that language, else the English one marked `nameLang: "en"`
 * (`NameLang` for the PascalCase rows) when the page is not English, so the page writes lang="en" on it. Ids and
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
    mobile: { ...catalogue.mobile, packages: packages(catalogue.mobile.packages) },
  };
}

export function localizeAddon({ nameHi, nameLang: _, ...addon }: Addon, language: Language): Addon {
  const { text, lang } = localizedText({ en: addon.name, hi: nameHi }, language);
  return { ...addon, name: text, ...(lang === language ? {} : { nameLang: "en" as const }) };
}

export function localizePackage({ NameHi, NameLang: _, ...pkg }: Package, language: Language): Package {
  const { text, lang } = localizedText({ en: pkg.Name, hi: NameHi }, language);
  return { ...pkg, Name: text, ...(lang === language ? {} : { NameLang: "en" as const }) };
}

/** Generic so a row with more columns (the standalone list's GST and total) keeps them. */
export function localizeStandalonePrice<T extends StandalonePrice>({ NameHi, NameLang: _, ...item }: T, language: Language): T {
  const { text, lang } = localizedText({ en: item.Name, hi: NameHi }, language);
  return { ...item, Name: text, ...(lang === language ? {} : { NameLang: "en" as const }) } as T;
}
