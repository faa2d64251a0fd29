import { describe, expect, it } from "vitest";
import {
  cardPaymentOptionProblem,
  checkManualReference,
  isCardPaymentOption,
  upiRupeesOnly,
  normaliseUpiVpa,
  upiVpaMessages,
  upiVpaProblem,
} from "../../src/payments/index.ts";

describe("UPI IDs (VPA)", () => {
  it("accepts name@bank handles as UPI apps issue them, in any case and with spaces around", () => {
    for (const vpa of ["ravi.k@okhdfcbank", "9876543210@ybl", "asha_rao-1@paytm", " Ravi.K@OKSBI "]) expect(upiVpaProblem(vpa)).toBeNull();
    expect(normaliseUpiVpa(" Ravi.K@OKSBI ")).toBe("ravi.k@oksbi");
  });

  it("asks for one when empty, and says the shape when it is not one", () => {
    expect(upiVpaProblem("  ")).toBe(upiVpaMessages.required);
    for (const vpa of ["ravi", "ravi@", "@okaxis", "r@okaxis", "ravi k@okaxis", "ravi@ok axis", "ravi@@okaxis", "ravi@9bank"])
      expect(upiVpaProblem(vpa), vpa).toBe(upiVpaMessages.invalid);
  });

  it("knows the pay step's two gateway options", () => {
    expect(isCardPaymentOption("card")).toBe(true);
    expect(isCardPaymentOption("upi")).toBe(true);
    expect(isCardPaymentOption("cash")).toBe(false);
  });

  it("takes UPI in rupees only", () => {
    expect(cardPaymentOptionProblem("upi", "INR")).toBeNull();
    expect(cardPaymentOptionProblem("upi", "USD")).toBe(upiRupeesOnly);
    expect(cardPaymentOptionProblem("card", "USD")).toBeNull();
  });
});

describe("a manual payment's reference on its own (the UTR added later)", () => {
  it("normalises a UTR typed with spaces, and refuses a malformed or, when required, missing one", () => {
    expect(checkManualReference("UPI", " 4123 4567 8901 ", true)).toEqual({ ok: true, reference: "412345678901" });
    expect(checkManualReference("UPI", "UTR-12", true)).toEqual({
      ok: false,
      message: "The UPI transaction ID (UTR) should be 12 digits.",
    });
    expect(checkManualReference("UPI", "", true)).toEqual({ ok: false, message: "Please enter the UPI transaction ID (UTR)." });
    expect(checkManualReference("UPI", "", false)).toEqual({ ok: true, reference: null });
  });
});
