import { createElement } from "react";
import { renderInAccountPage } from "./support/account-page.ts";
import { describe, expect, it } from "vitest";
import type { MyRefund } from "@investar/contract/pages/payments";
import { RefundsSection } from "../app/components/billing/refunds-section.tsx";

const settled: MyRefund = {
  refundId: 1,
  orderNumber: "INV-2026-7KQ4M0ZD9A",
  currency: "INR",
  amount: 100_000,
  destination: "gateway",
  status: "refunded",
  statusWords: "Refunded",
  reason: "Smaller plan",
  createdAt: "2026-11-21T20:00:00.000Z", // 22 Nov in India
  settledAt: "2026-11-22T05:00:00.000Z",
  refundReference: "INV-2026-7KQ4M0ZD9A-R1",
  gatewayReference: "700012345678",
  utr: null,
  failureReason: null,
  creditNoteNumber: "CN/26-27/000007",
};

describe("RefundsSection (My Subscription)", () => {
  it("shows each refund with its amount, state, the gateway's reference and its credit note", () => {
    const html = renderInAccountPage(createElement(RefundsSection, { refunds: [settled] }));
    expect(html).toContain("<h2");
    expect(html).toContain("INV-2026-7KQ4M0ZD9A");
    expect(html).toContain("₹1,000");
    expect(html).toContain("Refunded on 22 Nov 2026");
    expect(html).toContain("700012345678");
    expect(html).toContain("CN/26-27/000007");
  });

  it("a refund the gateway has not answered yet reads as being processed; a refusal gives its reason; a UTR shows for a transfer", () => {
    const waiting: MyRefund = {
      ...settled,
      refundId: 2,
      status: "requested",
      statusWords: "Asked of the gateway",
      settledAt: null,
      gatewayReference: null,
      creditNoteNumber: null,
    };
    const refused: MyRefund = {
      ...waiting,
      refundId: 3,
      status: "failed",
      statusWords: "Refused by the gateway",
      failureReason: "Card account closed",
    };
    const sent: MyRefund = {
      ...settled,
      refundId: 4,
      status: "sent",
      statusWords: "Sent back",
      utr: "SBIN202500012345",
      gatewayReference: null,
    };
    const html = renderInAccountPage(createElement(RefundsSection, { refunds: [waiting, refused, sent] }));
    expect(html).toContain("Being processed by the gateway");
    expect(html).not.toContain("Asked of the gateway");
    expect(html).toContain("INV-2026-7KQ4M0ZD9A-R1");
    expect(html).toContain("Refused by the gateway: Card account closed");
    expect(html).toContain("UTR SBIN202500012345");
  });
});
