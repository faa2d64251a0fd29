import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { localizedText } from "../../src/i18n/localized-text.ts";

describe("localizedText", () => {
  it("uses the Hindi text on a Hindi page when staff wrote one", () => {
    expect(localizedText({ en: "Live webinar", hi: "लाइव वेबिनार" }, "hi")).toEqual({
      text: "लाइव वेबिनार",
      lang: "hi",
    });
  });

  it("falls back to English, marked as English, when the Hindi text is missing or blank", () => {
    for (const hi of [undefined, null, "", "   \n"]) {
      expect(localizedText({ en: "Live webinar", hi }, "hi")).toEqual({ text: "Live webinar", lang: "en" });
    }
  });

  it("never shows Hindi on an English page", () => {
    expect(localizedText({ en: "Live webinar", hi: "लाइव वेबिनार" }, "en")).toEqual({
      text: "Live webinar",
      lang: "en",
    });
  });

  it("always returns one of the two texts, in the language it reports", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), fc.constantFrom("en" as const, "hi" as const), (en, hi, language) => {
        const shown = localizedText({ en, hi }, language);
        if (shown.lang === "hi") {
          expect(language).toBe("hi");
          expect(shown.text).toBe(hi?.trim());
          expect(shown.text.length).toBeGreaterThan(0);
        } else {
          expect(shown.text).toBe(en);
        }
      }),
    );
  });
});
