import fc from "fast-check";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { EXPLANATION_KEYS, explanationInEnglish, quote, type ExplanationPart, type PartValue } from "@investar/core";
import { catalogues, messagesFor } from "../app/i18n/catalogues.server.ts";
import { explanationSentences, sayPart } from "../app/i18n/explanation-text.ts";
import { renderCompiled } from "../app/i18n/compiled-message.ts";
import { pageText } from "../app/i18n/page-locale.ts";
import { quoteInputArb } from "../../../packages/core/test/pricing/arbitraries.ts";

/** docs/adr/0066-price-explanation-parts.md: the explain catalogue says every part the engine gives. */
const textIn = (locale: "en" | "hi" | "pseudo") => pageText([{ i18n: { locale, messages: messagesFor(locale, ["explain"]) } }]);
const english = textIn("en");
const hindi = textIn("hi");

/** What a part names as data (editions, add-ons, offers as staff wrote them, coupon codes, currencies), not words to translate. */
function dataOf(part: ExplanationPart): string[] {
  const of = (value: PartValue, name: string): string[] => {
    if (typeof value === "string") return name === "plan" || name === "change" ? [] : [value];
    if (Array.isArray(value)) return (value as PartValue[]).flatMap((item) => of(item, name));
    if (typeof value === "object" && "key" in value) return dataOf(value as ExplanationPart);
    return [];
  };
  return Object.entries(part.values).flatMap(([name, value]) => of(value, name));
}

function partsOfManyQuotes(): ExplanationPart[] {
  const parts: ExplanationPart[] = [];
  fc.assert(
    fc.property(quoteInputArb, ({ catalogue, subscription, selection, now }) => {
      const result = quote(catalogue, subscription, selection, now);
      if (result.ok) parts.push(...(result.summary.explanationParts ?? []));
    }),
    { numRuns: 1_500, seed: 59 },
  );
  return parts;
}

describe("the price explanation in the page's language", () => {
  const parts = partsOfManyQuotes();

  it("has a message for every part, in both languages", () => {
    for (const language of ["en", "hi"] as const) {
      const missing = EXPLANATION_KEYS.filter((key) => !(`explain.${key}` in catalogues[language].explain));
      expect(missing, language).toEqual([]);
    }
    expect(new Set(parts.map((part) => part.key)).size).toBeGreaterThan(20);
  });

  it("says in English, through the catalogue, exactly what the engine's sentences say", () => {
    const differing = parts.filter((part) => sayPart(english, part) !== explanationInEnglish(part));
    expect(differing.map((part) => [sayPart(english, part), explanationInEnglish(part)]).slice(0, 3)).toEqual([]);
  });

  it("says every part in Hindi, with no English left but names, codes and GST, money and days in Hindi's formats", () => {
    const leftEnglish = parts.flatMap((part) => {
      const said = sayPart(hindi, part);
      if (said === null) return [`${part.key}: no message`];
      let rest = said;
      for (const data of dataOf(part).sort((a, b) => b.length - a.length)) rest = rest.replaceAll(data, "");
      const words = rest.replaceAll("GST", "").match(/[A-Za-z]{2,}/gu);
      return words ? [`${part.key}: ${words.join(" ")} in “${said}”`] : [];
    });
    expect(leftEnglish.slice(0, 5)).toEqual([]);
    const toPay = parts.find((part) => part.key === "toPay")!;
    expect(sayPart(hindi, toPay)).toMatch(/^कुल भुगतान: (₹[\d,]+|\$[\d,.]+)। आपका सब्सक्रिप्शन \d{1,2} [\u0900-\u097F]+ \d{4} तक चलेगा।$/u);
  });

  it("reads the same in the browser as Lingui says on the server, in every locale", () => {
    for (const locale of ["en", "hi", "pseudo"] as const) {
      const messages = messagesFor(locale, ["explain"]);
      const tag = locale === "hi" ? "hi-IN" : "en-IN";
      const lingui = setupI18n({ locale: tag, messages: { [tag]: messages } });
      for (const part of parts.slice(0, 400)) {
        const values = Object.fromEntries(
          Object.keys(part.values).map((name) => [name, typeof part.values[name] === "number" ? part.values[name] : name]),
        );
        for (const plan of ["Month", "Quarter", "Annual"]) {
          const given = { ...values, plan, change: part.key.length % 2 ? "upgrade" : "renewal" };
          const id = `explain.${part.key}`;
          expect(renderCompiled(messages[id], tag, given), `${locale} ${id}`).toBe(lingui._(id, given));
        }
      }
    }
  });

  it("keeps the quote's own sentences on an English page, and falls back to them when parts are missing", () => {
    const summary = { explanation: ["To pay: ₹944."], explanationParts: [{ key: "toPay" as const, values: {} }] };
    expect(explanationSentences(english, summary)).toEqual(["To pay: ₹944."]);
    expect(explanationSentences(hindi, { explanation: ["To pay: ₹944."] })).toEqual(["To pay: ₹944."]);
    const unknown = {
      explanation: ["Something new."],
      explanationParts: [{ key: "somethingNew", values: {} } as unknown as ExplanationPart],
    };
    expect(explanationSentences(hindi, unknown)).toEqual(["Something new."]);
  });
});
