import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indiaToday, quote } from "../../src/pricing/index.ts";
import {
  attemptDueAt,
  cardExpiryNoticeDue,
  decideDebit,
  earliestDebitAt,
  graceDaysWithRetries,
  lastDayWithRetries,
  mandateUpperLimit,
  needsAuthentication,
  renewalDebitSelection,
  subscriptionEndsAt,
  type DebitFacts,
} from "../../src/renewals/index.ts";
import { NOW, priced, subscriber, testCatalogue, toolSubscr } from "../pricing/fixtures.ts";

const HOUR = 3_600_000;
const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 2_000) };
const at = (iso: string) => new Date(iso);

describe("the renewal's dates", () => {
  it("expires at the end of the last day in India time, and the first debit is due then", () => {
    expect(subscriptionEndsAt("2027-03-31").toISOString()).toBe("2027-03-31T18:30:00.000Z");
    expect(attemptDueAt("2027-03-31", 1, null)).toEqual(at("2027-03-31T18:30:00Z"));
  });

  it("retries 1 and 3 days after the first failure, then stops", () => {
    const failed = at("2027-03-31T18:35:00Z");
    expect(attemptDueAt("2027-03-31", 2, failed)).toEqual(at("2027-04-01T18:35:00Z"));
    expect(attemptDueAt("2027-03-31", 3, failed)).toEqual(at("2027-04-03T18:35:00Z"));
    expect(attemptDueAt("2027-03-31", 4, failed)).toBeNull();
    expect(attemptDueAt("2027-03-31", 2, null)).toBeNull();
  });

  it("keeps the subscription in service until the last retry, lengthening a shorter grace period", () => {
    expect(graceDaysWithRetries("Month")).toBe(4);
    expect(graceDaysWithRetries("Quarter")).toBe(5);
    expect(graceDaysWithRetries("Annual")).toBe(7);
    expect(lastDayWithRetries("2027-03-31", "Month")).toBe("2027-04-04");
    // The last retry falls on an India day the subscription is still in service.
    const lastRetry = attemptDueAt("2027-03-31", 3, subscriptionEndsAt("2027-03-31"))!;
    expect(indiaToday(lastRetry) <= lastDayWithRetries("2027-03-31", "Month")).toBe(true);
  });

  it("property: the last instant of the expiry day is that day in India, the end is the next", () => {
    fc.assert(
      fc.property(fc.date({ min: at("2020-01-01T00:00:00Z"), max: at("2040-01-01T00:00:00Z"), noInvalidDate: true }), (instant) => {
        const day = indiaToday(instant);
        const end = subscriptionEndsAt(day);
        expect(end.getTime()).toBeGreaterThan(instant.getTime());
        expect(indiaToday(new Date(end.getTime() - 1))).toBe(day);
        expect(indiaToday(end) > day).toBe(true);
      }),
      RUNS,
    );
  });

  it("mails about a card that expires before the next debit from 15 days ahead", () => {
    expect(cardExpiryNoticeDue("2027-03", "2027-04-10", "2027-03-26")).toBe(true);
    expect(cardExpiryNoticeDue("2027-03", "2027-04-10", "2027-03-25")).toBe(false);
    expect(cardExpiryNoticeDue("2027-04", "2027-04-10", "2027-03-26")).toBe(false); // valid through 30 Apr
    expect(cardExpiryNoticeDue("garbage", "2027-04-10", "2027-03-26")).toBe(false);
  });
});

describe("decideDebit", () => {
  const dueAt = at("2027-03-31T18:30:00Z");
  const facts = (fields: Partial<DebitFacts> = {}): DebitFacts => ({
    now: dueAt,
    dueAt,
    amount: 2_832_00,
    currency: "INR",
    mandateLimit: 3_600_00,
    notice: { sentAt: new Date(dueAt.getTime() - 30 * HOUR), amount: 2_832_00 },
    ...fields,
  });

  it("charges at the due time after a notice of the same amount sent 24 hours before", () => {
    expect(decideDebit(facts())).toEqual({ action: "charge" });
    expect(decideDebit(facts({ now: new Date(dueAt.getTime() - 1) }))).toEqual({ action: "wait", until: dueAt });
  });

  it("sends the notice from 48 hours before, and never charges without one", () => {
    expect(decideDebit(facts({ notice: null, now: new Date(dueAt.getTime() - 49 * HOUR) }))).toEqual({
      action: "wait",
      until: new Date(dueAt.getTime() - 48 * HOUR),
    });
    expect(decideDebit(facts({ notice: null, now: new Date(dueAt.getTime() - 25 * HOUR) }))).toEqual({ action: "notify" });
    expect(decideDebit(facts({ notice: null }))).toEqual({ action: "notify" });
  });

  it("a late notice moves the debit to 24 hours after it", () => {
    const sentAt = new Date(dueAt.getTime() - 2 * HOUR);
    expect(decideDebit(facts({ notice: { sentAt, amount: 2_832_00 } }))).toEqual({ action: "wait", until: earliestDebitAt(dueAt, sentAt) });
    expect(earliestDebitAt(dueAt, sentAt)).toEqual(new Date(dueAt.getTime() + 22 * HOUR));
  });

  it("announces a changed price again", () => {
    expect(decideDebit(facts({ amount: 2_950_00 }))).toEqual({ action: "notify" });
  });

  it("above ₹15,000 sends a pay link, above the mandate's limit asks again; USD has no rupee limit", () => {
    expect(decideDebit(facts({ amount: 15_001_00, mandateLimit: 20_000_00 }))).toEqual({ action: "pay-link" });
    expect(
      decideDebit(facts({ amount: 15_000_00, mandateLimit: 20_000_00, notice: { sentAt: at("2027-03-30T00:00:00Z"), amount: 15_000_00 } })),
    ).toEqual({
      action: "charge",
    });
    expect(decideDebit(facts({ amount: 3_700_00 }))).toEqual({ action: "ask-again" });
    expect(needsAuthentication(20_000_00, "USD")).toBe(false);
  });

  it("property: a charge always follows a notice of that amount by 24 hours, at or after the due time, within both limits", () => {
    const instant = fc.integer({ min: -96, max: 96 }).map((hours) => new Date(dueAt.getTime() + hours * HOUR));
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 1, max: 40_000 }).map((rupees) => rupees * 100),
        fc.integer({ min: 1, max: 40_000 }).map((rupees) => rupees * 100),
        fc.option(fc.record({ sentAt: instant, amount: fc.integer({ min: 1, max: 40_000 }).map((rupees) => rupees * 100) })),
        fc.constantFrom("INR" as const, "USD" as const),
        (now, amount, mandateLimit, notice, currency) => {
          const decision = decideDebit({ now, dueAt, amount, currency, mandateLimit, notice });
          if (decision.action !== "charge") return;
          expect(notice).not.toBeNull();
          expect(notice!.amount).toBe(amount);
          expect(now.getTime() - notice!.sentAt.getTime()).toBeGreaterThanOrEqual(24 * HOUR);
          expect(now.getTime()).toBeGreaterThanOrEqual(dueAt.getTime());
          expect(amount).toBeLessThanOrEqual(mandateLimit);
          expect(currency === "USD" || amount <= 15_000_00).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe("the amount of the next debit", () => {
  const catalogue = testCatalogue();
  const held = { product: "Standard", plan: "Quarter" as const, addons: [], licenseType: null, noOfLicenses: 1, isMobile: false };

  it("is the renewal at the subscriber's own prices with GST, and never uses the wallet", () => {
    const details = subscriber({
      ToolSubscr: toolSubscr(),
      SubscrDetails: { Standard: { PriceSet: "INR_01_07_17", DiscountInPercent: 0 } },
      WalletDetails: { currency: "INR", SubscrCredit: 1_000_00, CashCredit: 500_00, Credit: 5_000_00 },
    });
    const summary = priced(quote(catalogue, details, renewalDebitSelection(held, "INR"), NOW));
    expect(summary).toMatchObject({
      kind: "renewal",
      originalPrice: 2_400_00,
      gst: 432_00,
      totalDeduction: 0,
      total: 2_832_00,
      newExpiryDate: "2025-06-10",
    });
  });

  it("prices USD without GST", () => {
    const details = subscriber({
      ToolSubscr: toolSubscr(),
      SubscrDetails: { Standard: { PriceSet: "INR_01_07_17", DiscountInPercent: 0 } },
    });
    expect(priced(quote(catalogue, details, renewalDebitSelection(held, "USD"), NOW))).toMatchObject({ gst: 0, total: 36_00 });
  });

  it("property: the mandate's limit covers the renewal price with headroom, in whole hundreds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (amount) => {
        const limit = mandateUpperLimit(amount);
        expect(limit).toBeGreaterThanOrEqual(amount);
        expect(limit % 100_00).toBe(0);
        expect(limit).toBeLessThan(amount * 1.25 + 100_00 + 1);
      }),
      RUNS,
    );
  });
});
