import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EXPIRY_MODE,
  EXPLANATION_KEYS,
  explanationInEnglish,
  quote,
  type ExplanationPart,
  type PartValue,
} from "../../src/pricing/index.ts";
import { quoteInputArb } from "./arbitraries.ts";
import { NOW, priced, select, subscriber, testCatalogue, toolSubscr } from "./fixtures.ts";

const TIMEOUT_MS = Math.max(30_000, Number(process.env.FC_RUNS ?? 10_000) * 2);
const RUNS = Math.min(2_000, Number(process.env.FC_RUNS ?? 2_000));

/** Every value a page can say: no preformatted money or dates, only names, counts, amounts, days and phrases. */
function badValues(part: ExplanationPart): string[] {
  const bad: string[] = EXPLANATION_KEYS.includes(part.key) ? [] : [`unknown key ${part.key}`];
  const check = (value: PartValue, name: string): void => {
    if (Array.isArray(value)) (value as PartValue[]).forEach((item) => check(item, name));
    else if (typeof value === "string" && /[₹$]\s?\d/u.test(value)) bad.push(`${part.key}.${name} holds money as text: ${value}`);
    else if (typeof value === "number" && !Number.isFinite(value)) bad.push(`${part.key}.${name} is not a number`);
    else if (typeof value === "object" && "key" in value) bad.push(...badValues(value as ExplanationPart));
  };
  for (const [name, value] of Object.entries(part.values)) check(value, name);
  return bad;
}

describe("the explanation as parts", () => {
  it("says in English exactly the sentences of the explanation, from plain data", () => {
    const summary = priced(
      quote(
        testCatalogue(),
        subscriber({ ToolSubscr: toolSubscr() }),
        select({ product: "Pro", expiryMode: EXPIRY_MODE.sameExpiryDate }),
        NOW,
      ),
    );
    expect(summary.explanationParts?.map((part) => part.key)).toEqual([
      "changeKeepingExpiry",
      "monthsLeft",
      "upgradeMonthsLeft",
      "priceBeforeDiscount",
      "gst",
      "toPay",
    ]);
    expect(summary.explanationParts?.[2]).toEqual({
      key: "upgradeMonthsLeft",
      values: {
        from: "Standard",
        to: "Pro",
        months: 2,
        plan: "Quarter",
        planMonths: 3,
        rate: {
          key: "rateLessPaid",
          values: { rate: { minor: 3_900_00, currency: "INR" }, paid: { minor: 2_700_00, currency: "INR" }, item: "Standard" },
        },
        amount: { minor: 800_00, currency: "INR" },
      },
    });
    expect(summary.explanationParts?.at(-1)).toEqual({
      key: "toPay",
      values: { total: { minor: 944_00, currency: "INR" }, expiry: { day: "2025-03-10" } },
    });
  });

  it(
    "holds for every quote: the English sentences are the parts said in English, and the parts survive JSON",
    () => {
      fc.assert(
        fc.property(quoteInputArb, ({ catalogue, subscription, selection, now }) => {
          const result = quote(catalogue, subscription, selection, now);
          if (!result.ok) return;
          const parts = result.summary.explanationParts ?? [];
          expect({
            english: parts.map(explanationInEnglish),
            bad: parts.flatMap(badValues),
            json: JSON.parse(JSON.stringify(parts)) as unknown,
          }).toEqual({ english: result.summary.explanation, bad: [], json: parts });
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );
});
