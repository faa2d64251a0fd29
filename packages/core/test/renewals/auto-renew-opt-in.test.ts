import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AUTO_RENEW_REFUSALS,
  autoRenewProblem,
  mandateMerchantRef,
  mandateTermsFor,
  mandateTermsText,
  NO_AUTHENTICATION_LIMIT_INR,
} from "../../src/renewals/index.ts";

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 2_000) };

describe("which purchases may ask for a card mandate", () => {
  it("a card payment of a subscription may", () => {
    expect(autoRenewProblem({ target: "tool", gateway: "CCAvenue", paymentOption: "card" })).toBeNull();
    expect(autoRenewProblem({ target: "mobile", gateway: undefined, paymentOption: "card" })).toBeNull();
  });

  it("a manual payment, a change paid by credits, the gateway's UPI and a webinar seat may not, each said plainly", () => {
    expect(autoRenewProblem({ target: "tool", gateway: "ManualPayment", paymentOption: "card" })).toBe(AUTO_RENEW_REFUSALS.manual);
    expect(autoRenewProblem({ target: "tool", gateway: "ChangeSub", paymentOption: "card" })).toBe(AUTO_RENEW_REFUSALS.change);
    expect(autoRenewProblem({ target: "tool", gateway: "CCAvenue", paymentOption: "upi" })).toBe(AUTO_RENEW_REFUSALS.upi);
    expect(autoRenewProblem({ target: "webinar", gateway: "CCAvenue", paymentOption: "card" })).toBe(AUTO_RENEW_REFUSALS.notSubscription);
  });
});

describe("the terms of a mandate asked for at checkout", () => {
  it("starts the day after the paid period, every plan period, with the limit a quarter above the renewal price", () => {
    const terms = mandateTermsFor({ plan: "Quarter", currency: "INR", renewalAmount: 3_540_00, paidUntil: "2027-03-31" });
    expect(terms).toEqual({
      currency: "INR",
      renewalAmount: 3_540_00,
      upperLimit: 4_500_00,
      frequency: "Quarter",
      firstDebitDay: "2027-04-01",
      automatic: true,
    });
    expect(mandateTermsText(terms)).toBe(
      "We charge ₹3,540 (today's renewal price, GST included) to this card every 3 months from 1 Apr 2027, after a reminder mail at least 24 hours before each charge. The card mandate allows at most ₹4,500 per charge. Cancel at any time on My Subscription.",
    );
  });

  it("says a rupee renewal above ₹15,000 is sent as a link to approve, not charged", () => {
    const terms = mandateTermsFor({ plan: "Annual", currency: "INR", renewalAmount: 20_000_00, paidUntil: "2027-12-31" });
    expect(terms.automatic).toBe(false);
    expect(mandateTermsText(terms)).toContain("above ₹15,000 we send you a link to approve it");
    expect(mandateTermsFor({ plan: "Annual", currency: "USD", renewalAmount: 20_000_00, paidUntil: "2027-12-31" }).automatic).toBe(true);
  });

  it("always allows the renewal price itself, and is automatic exactly up to RBI's limit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_00 }), fc.constantFrom("INR" as const, "USD" as const), (amount, currency) => {
        const terms = mandateTermsFor({ plan: "Month", currency, renewalAmount: amount, paidUntil: "2027-01-31" });
        expect(terms.upperLimit).toBeGreaterThanOrEqual(amount);
        expect(terms.upperLimit % 100_00).toBe(0);
        expect(terms.automatic).toBe(currency === "USD" || amount <= NO_AUTHENTICATION_LIMIT_INR);
      }),
      RUNS,
    );
  });

  it("names the mandate after its order", () => {
    expect(mandateMerchantRef("INV-20270101-ABCDEF")).toBe("SI-INV-20270101-ABCDEF");
  });
});
