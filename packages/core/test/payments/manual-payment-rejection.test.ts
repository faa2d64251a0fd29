import { describe, expect, it } from "vitest";
import {
  checkRejectionReason,
  REJECTION_REASON_MAX_LENGTH,
  rejectedPaymentNextSteps,
} from "../../src/payments/manual-payment-rejection.ts";

describe("checkRejectionReason", () => {
  it("keeps a reason trimmed, with runs of spaces made one", () => {
    expect(checkRejectionReason("  No NEFT   with this UTR on our statement  ")).toEqual({
      ok: true,
      value: "No NEFT with this UTR on our statement",
    });
  });

  it("refuses an empty reason, one too short to help the customer, and one too long", () => {
    expect(checkRejectionReason("   ")).toEqual({ ok: false, message: "Please give the reason: the customer reads it." });
    expect(checkRejectionReason("no")).toMatchObject({ ok: false, message: expect.stringContaining("at least 10 characters") });
    expect(checkRejectionReason("x".repeat(REJECTION_REASON_MAX_LENGTH + 1))).toEqual({
      ok: false,
      message: "The reason can have at most 500 characters.",
    });
    expect(checkRejectionReason("x".repeat(REJECTION_REASON_MAX_LENGTH)).ok).toBe(true);
  });

  it("tells the customer where to write if they did pay", () => {
    expect(rejectedPaymentNextSteps("support@investar.in")).toContain("write to support@investar.in with the order number");
  });
});
