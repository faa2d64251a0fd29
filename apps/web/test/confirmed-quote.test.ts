import { describe, expect, it } from "vitest";
import { quote, sampleCatalogue, selectionWithDefaults } from "@investar/core";
import { outcomeOf } from "../app/components/pricing/quote-api.ts";
import { confirmedQuote, DIFFERENT_NOTICE, UNAVAILABLE_NOTICE, type ServerAnswer } from "../app/components/pricing/use-confirmed-quote.ts";

const now = new Date("2026-01-10T06:00:00Z");
const standard = selectionWithDefaults({ currency: "INR", product: "Standard", plan: "Quarter" });
const local = outcomeOf(quote(sampleCatalogue, null, standard, now));
const lite = outcomeOf(quote(sampleCatalogue, null, selectionWithDefaults({ currency: "INR", product: "Lite", plan: "Quarter" }), now));
if (!local.ok || lite.ok) throw new Error("fixtures");
const serverSummary = { ...local.summary, total: local.summary.total + 100 };
const withCoupon = (couponCode: string) => ({ ...standard, couponCode });
/** The server's answer to the selection itself: no coupon refused. */
const answered = (answer: ServerAnswer) => ({ answer, couponError: null });

describe("the price CustomizeSubscription shows", () => {
  it("is the browser's at once, pending until the server answers", () => {
    expect(confirmedQuote(local, null, standard)).toEqual({
      outcome: local,
      priced: standard,
      couponError: null,
      pending: true,
      source: "browser",
      notice: null,
    });
  });

  it("is the server's once it answers, without a notice when the two agree", () => {
    expect(confirmedQuote(local, answered({ kind: "outcome", outcome: local }), standard)).toEqual({
      outcome: local,
      priced: standard,
      couponError: null,
      pending: false,
      source: "server",
      notice: null,
    });
  });

  it("is the server's with a notice when the two differ", () => {
    const server = { ok: true as const, summary: serverSummary };
    expect(confirmedQuote(local, answered({ kind: "outcome", outcome: server }), standard)).toEqual({
      outcome: server,
      priced: standard,
      couponError: null,
      pending: false,
      source: "server",
      notice: DIFFERENT_NOTICE,
    });
    expect(confirmedQuote(local, answered({ kind: "outcome", outcome: lite }), standard)).toMatchObject({
      outcome: lite,
      notice: DIFFERENT_NOTICE,
    });
  });

  it("waits for the server to judge a coupon, and takes its answer without a notice", () => {
    expect(confirmedQuote(local, null, withCoupon("WELCOME10"))).toMatchObject({
      outcome: local,
      priced: withCoupon("WELCOME10"),
      pending: true,
      notice: "Checking coupon WELCOME10…",
    });
    const discounted = { ok: true as const, summary: { ...local.summary, total: local.summary.total - 100 } };
    expect(confirmedQuote(local, answered({ kind: "outcome", outcome: discounted }), withCoupon("WELCOME10"))).toEqual({
      outcome: discounted,
      priced: withCoupon("WELCOME10"),
      couponError: null,
      pending: false,
      source: "server",
      notice: null,
    });
  });

  it("keeps the price without a refused coupon, and buys that (docs/business-rules.md#pricing-error-codes)", () => {
    const refusal = { code: "CouponCodeApply" as const, message: 'We don\'t recognise the coupon code "X". Please check the spelling.' };
    const confirmation = { answer: { kind: "outcome" as const, outcome: local }, couponError: refusal };
    expect(confirmedQuote(local, confirmation, withCoupon("X"))).toEqual({
      outcome: local,
      priced: standard,
      couponError: refusal,
      pending: false,
      source: "server",
      notice: null,
    });
    // The price without the coupon is compared with the browser's like any other.
    const differs = { ...confirmation, answer: { kind: "outcome" as const, outcome: { ok: true as const, summary: serverSummary } } };
    expect(confirmedQuote(local, differs, withCoupon("X"))).toMatchObject({ priced: standard, notice: DIFFERENT_NOTICE });
  });

  it("keeps the browser's figures with a notice when the server can't be reached", () => {
    expect(confirmedQuote(local, answered({ kind: "unavailable" }), standard)).toEqual({
      outcome: local,
      priced: standard,
      couponError: null,
      pending: false,
      source: "browser",
      notice: UNAVAILABLE_NOTICE,
    });
  });

  it("shows the engine's message when both refuse the selection, the server's when only it does", () => {
    expect(confirmedQuote(lite, answered({ kind: "rejected", message: "noOfLicenses must be a whole number." }), standard)).toEqual({
      outcome: lite,
      priced: standard,
      couponError: null,
      pending: false,
      source: "browser",
      notice: null,
    });
    expect(confirmedQuote(local, answered({ kind: "rejected", message: "Too many add-ons." }), standard)).toEqual({
      outcome: { ok: false, error: { code: "InvalidSelection", message: "Too many add-ons." } },
      priced: standard,
      couponError: null,
      pending: false,
      source: "server",
      notice: DIFFERENT_NOTICE,
    });
  });
});
