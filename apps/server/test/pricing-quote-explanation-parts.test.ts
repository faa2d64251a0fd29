import { beforeAll, describe, expect, it } from "vitest";
import { explanationInEnglish, type ExplanationPart } from "@investar/core";
import { giveSubscription, PRICING_NOW, quoteCall, setTrialEnd } from "./support/pricing.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

/** docs/adr/0066-price-explanation-parts.md: the Quote answer's explanation as parts, beside its English sentences. */
const t = suiteApp({ now: () => PRICING_NOW });
const subscriber = suiteUser(t);

beforeAll(async () => {
  await setTrialEnd(t, subscriber.userId, new Date("2026-01-01T00:00:00Z"));
  await giveSubscription(t, subscriber.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: "2026-05-10" });
});

describe("POST /api/payment/Quote: explanationParts", () => {
  it("gives each sentence as a key with its values: amounts in paise, days as dates, names as stored", async () => {
    const res = await quoteCall(t, { currency: "INR", product: "Pro", plan: "Quarter", expiryMode: 0 }, subscriber.auth);
    expect(res.statusCode).toBe(200);
    const { explanation, explanationParts, total } = res.json<{
      explanation: string[];
      explanationParts: ExplanationPart[];
      total: number;
    }>();
    expect(explanationParts.map(explanationInEnglish)).toEqual(explanation);
    expect(explanationParts[0]).toEqual({
      key: "changeKeepingExpiry",
      values: { change: "upgrade", current: "Standard", product: "Pro", expiry: { day: "2026-05-10" } },
    });
    // The summary's amounts are rupees; the parts' are paise, with their currency.
    expect(explanationParts.at(-1)).toEqual({
      key: "toPay",
      values: { total: { minor: total * 100, currency: "INR" }, expiry: { day: "2026-05-10" } },
    });
  });
});
