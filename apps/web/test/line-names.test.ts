import { describe, expect, it } from "vitest";
import { NON_SIMULTANEOUS_LINE_ID, sampleCatalogue } from "@investar/core";
import { localizeCatalogueNames } from "@investar/core/i18n/catalogue-names";
import { shownItemName, shownLineName } from "../app/components/pricing/line-names.ts";
import { catalogues } from "../app/i18n/catalogues.server.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md (2026-11-28, the last points): the Quote call names its lines in English; a
 * Hindi CustomizeSubscription names them from its own catalogue, by id, so the server's figures keep the Hindi names.
 */
const hindiText = {
  locale: "hi" as const,
  t: (id: string) => (catalogues.hi.pricing as Record<string, { message: string }>)[id]?.message ?? id,
};
const englishText = { locale: "en" as const, t: (id: string) => id };

describe("a summary line's name", () => {
  const [translated, untranslated] = sampleCatalogue.addons;
  const catalogue = {
    ...sampleCatalogue,
    addons: sampleCatalogue.addons.map((addon) => (addon.id === translated!.id ? { ...addon, nameHi: "हिंदी नाम" } : addon)),
  };
  const hindiPage = localizeCatalogueNames(catalogue, "hi");

  it("is the add-on's Hindi name on a Hindi page, whatever name the server's line carries", () => {
    expect(shownLineName(hindiPage, { Id: translated!.id, Name: translated!.name }, hindiText)).toEqual({ name: "हिंदी नाम" });
  });

  it("is the English name marked lang=en when staff gave none", () => {
    expect(shownLineName(hindiPage, { Id: untranslated!.id, Name: untranslated!.name }, hindiText)).toEqual({
      name: untranslated!.name,
      lang: "en",
    });
  });

  it("says the licence fee line in Hindi", () => {
    const { name } = shownLineName(hindiPage, { Id: NON_SIMULTANEOUS_LINE_ID, Name: "Extra non-simultaneous licences" }, hindiText);
    expect(name).toMatch(/[\u0900-\u097F]/);
  });

  it("is the line's own name on an English page", () => {
    expect(shownLineName(catalogue, { Id: translated!.id, Name: "As the server says" }, englishText)).toEqual({
      name: "As the server says",
    });
  });
});

describe("an add-on the explanation names", () => {
  it("is named as the page's catalogue names it; other words pass as they are", () => {
    const [translated] = sampleCatalogue.addons;
    const hindiPage = localizeCatalogueNames(
      { ...sampleCatalogue, addons: sampleCatalogue.addons.map((addon, i) => (i === 0 ? { ...addon, nameHi: "हिंदी नाम" } : addon)) },
      "hi",
    );
    expect(shownItemName(hindiPage, translated!.id)).toBe("हिंदी नाम");
    expect(shownItemName(hindiPage, "Quarter")).toBe("Quarter");
  });
});
