import { describe, expect, it } from "vitest";
import { hindiItemName, itemNameIn, localizeCatalogueNames } from "../../src/i18n/catalogue-names.ts";
import { sampleCatalogue } from "../../src/pricing/sample-catalogue.ts";

describe("localizeCatalogueNames", () => {
  const catalogue = sampleCatalogue;
  const [first, second] = catalogue.addons;
  const withHindi = {
    ...catalogue,
    addons: [{ ...first!, nameHi: "रियल-टाइम NSE कैश" }, { ...second!, nameHi: "  " }, ...catalogue.addons.slice(2)],
    packages: catalogue.packages.map((pkg, i) => (i === 0 ? { ...pkg, NameHi: "प्रो इंट्राडे" } : pkg)),
    standalonePriceList: catalogue.standalonePriceList.map((item) => ({ ...item, NameHi: "स्टैंडर्ड (EOD)" })),
  };

  it("shows staff's Hindi names on a Hindi page and marks English fallbacks", () => {
    const hindi = localizeCatalogueNames(withHindi, "hi");
    expect(hindi.addons[0]).toMatchObject({ id: first!.id, name: "रियल-टाइम NSE कैश" });
    expect(hindi.addons[0]).not.toHaveProperty("nameLang");
    expect(hindi.addons[1]).toMatchObject({ id: second!.id, name: second!.name, nameLang: "en" });
    expect(hindi.packages[0]).toMatchObject({ Name: "प्रो इंट्राडे", BaseProduct: catalogue.packages[0]!.BaseProduct });
    expect(hindi.standalonePriceList[0]).toMatchObject({ Name: "स्टैंडर्ड (EOD)", Price: catalogue.standalonePriceList[0]!.Price });
  });

  it("leaves an English page's names, prices and ids as they were, without the Hindi twins", () => {
    const english = localizeCatalogueNames(withHindi, "en");
    expect(english.addons.map((a) => [a.id, a.name])).toEqual(catalogue.addons.map((a) => [a.id, a.name]));
    expect(english.addons.some((a) => "nameHi" in a || "nameLang" in a)).toBe(false);
    expect(english.packages).toEqual(catalogue.packages);
    expect(english.prices).toBe(catalogue.prices);
  });
});

describe("names in mails and tax documents", () => {
  const [first, second] = sampleCatalogue.addons;
  const catalogue = {
    ...sampleCatalogue,
    addons: [{ ...first!, nameHi: "रियल-टाइम NSE कैश" }, { ...second!, nameHi: " " }, ...sampleCatalogue.addons.slice(2)],
  };

  it("names an add-on in Hindi for a Hindi mail when staff wrote a name, else as the catalogue does", () => {
    expect(itemNameIn(catalogue.addons, first!.id, "hi")).toBe("रियल-टाइम NSE कैश");
    expect(itemNameIn(catalogue.addons, second!.id, "hi")).toBe(second!.id);
    expect(itemNameIn(catalogue.addons, first!.id, "en")).toBe(first!.id);
    expect(itemNameIn(catalogue.addons, "Standard", "hi", "Standard")).toBe("Standard");
  });

  it("gives a tax document the Hindi name to print beside the English one, or none", () => {
    expect(hindiItemName(catalogue.addons, first!.id)).toBe("रियल-टाइम NSE कैश");
    expect(hindiItemName(catalogue.addons, second!.id)).toBeNull();
    expect(hindiItemName(catalogue.addons, "Pro")).toBeNull();
  });
});
