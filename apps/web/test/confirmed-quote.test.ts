import { describe, expect, it } from "vitest";
import { quote, sampleCatalogue, selectionWithDefaults } from "@investar/core";
import { outcomeOf } from "../app/components/pricing/quote-api.ts";
import { confirmedQuote, DIFFERENT_NOTICE, UNAVAILABLE_NOTICE } from "../app/components/pricing/use-confirmed-quote.ts";

const now = new Date("2026-01-10T06:00:00Z");
const local = outcomeOf(
  quote(sampleCatalogue, null, selectionWithDefaults({ currency: "INR", product: "Standard", plan: "Quarter" }), now),
);
const lite = outcomeOf(quote(sampleCatalogue, null, selectionWithDefaults({ currency: "INR", product: "Lite", plan: "Quarter" }), now));
if (!local.ok || lite.ok) throw new Error("fixtures");
const serverSummary = { ...local.summary, total: local.summary.total + 100 };

describe("the price CustomizeSubscription shows", () => {
  it("is the browser's at once, pending until the server answers", () => {
    expect(confirmedQuote(local, null, null)).toEqual({ outcome: local, pending: true, source: "browser", notice: null });
  });

  it("is the server's once it answers, without a notice when the two agree", () => {
    expect(confirmedQuote(local, { kind: "outcome", outcome: local }, null)).toEqual({
      outcome: local,
      pending: false,
      source: "server",
      notice: null,
    });
  });

  it("is the server's with a notice when the two differ", () => {
    const server = { ok: true as const, summary: serverSummary };
    expect(confirmedQuote(local, { kind: "outcome", outcome: server }, null)).toEqual({
      outcome: server,
      pending: false,
      source: "server",
      notice: DIFFERENT_NOTICE,
    });
    expect(confirmedQuote(local, { kind: "outcome", outcome: lite }, null)).toMatchObject({ outcome: lite, notice: DIFFERENT_NOTICE });
  });

  it("waits for the server to judge a coupon, and takes its answer without a notice", () => {
    expect(confirmedQuote(local, null, "WELCOME10")).toMatchObject({ outcome: local, pending: true, notice: "Checking coupon WELCOME10…" });
    const refused = {
      ok: false as const,
      error: { code: "CouponCodeApply" as const, message: 'We don\'t recognise the coupon code "X". Please check the spelling.' },
    };
    expect(confirmedQuote(local, { kind: "outcome", outcome: refused }, "X")).toEqual({
      outcome: refused,
      pending: false,
      source: "server",
      notice: null,
    });
  });

  it("keeps the browser's figures with a notice when the server can't be reached", () => {
    expect(confirmedQuote(local, { kind: "unavailable" }, null)).toEqual({
      outcome: local,
      pending: false,
      source: "browser",
      notice: UNAVAILABLE_NOTICE,
    });
  });

  it("shows the engine's message when both refuse the selection, the server's when only it does", () => {
    expect(confirmedQuote(lite, { kind: "rejected", message: "noOfLicenses must be a whole number." }, null)).toEqual({
      outcome: lite,
      pending: false,
      source: "browser",
      notice: null,
    });
    expect(confirmedQuote(local, { kind: "rejected", message: "Too many add-ons." }, null)).toEqual({
      outcome: { ok: false, error: { code: "InvalidSelection", message: "Too many add-ons." } },
      pending: false,
      source: "server",
      notice: DIFFERENT_NOTICE,
    });
  });
});
