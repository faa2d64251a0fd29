import { findAddon, findProduct, NON_SIMULTANEOUS_LINE_ID, type Catalogue, type PriceLine } from "@investar/core";
import type { PageText } from "../../i18n/page-locale.ts";

/** A price line's name as the page shows it; `lang: "en"` when it is an English fallback on a translated page. */
export interface ShownLineName {
  name: string;
  lang?: "en";
}

/**
 * A price line named from the page's own catalogue, by the line's id (docs/adr/0059-hindi-with-lingui.md,
 * 2026-11-28 section): the Quote call answers with the catalogue's English names, and when its figures replace the
 * browser's a Hindi page would otherwise switch to them. The page's catalogue already carries the names staff wrote
 * in its language, else the English one marked `nameLang` (core's localizeCatalogueNames), so the Quote contract
 * stays as it is. English pages keep the line's own name.
 */
export function shownLineName(
  catalogue: Catalogue,
  line: Pick<PriceLine, "Id" | "Name">,
  { t, locale }: Pick<PageText, "t" | "locale">,
): ShownLineName {
  if (locale === "en") return { name: line.Name };
  if (line.Id === NON_SIMULTANEOUS_LINE_ID) return { name: t("summary.line.nonSimultaneous") };
  const addon = findAddon(catalogue, line.Id);
  if (addon) return addon.nameLang ? { name: addon.name, lang: "en" } : { name: addon.name };
  // Editions are brand names (Lite, Basic, Standard, Pro) with no Hindi twin (docs/adr/0062-hindi-content-texts.md).
  return { name: findProduct(catalogue, line.Id)?.name ?? line.Name };
}

/**
 * An add-on the Quote call's explanation names (by the catalogue's id, which is its English name) as the page's
 * catalogue names it; any other text as it is. A renamed add-on whose English name is no longer its id stays English.
 */
export function shownItemName(catalogue: Catalogue, name: string): string {
  return findAddon(catalogue, name)?.name ?? name;
}
