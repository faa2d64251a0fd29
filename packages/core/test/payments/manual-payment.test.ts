import { describe, expect, it } from "vitest";
import {
  checkManualPayment,
  manualPaymentCurrencyProblem,
  manualPaymentModeInfo,
  manualPaymentModes,
  normaliseReference,
  parseRupees,
  upiPaymentLink,
} from "../../src/payments/index.ts";

const today = "2026-06-15";
const valid = { amount: "2941", paymentDate: today, bankName: "State Bank of India" };
/** docs/business-rules.md#manual-payment-modes, verbatim and in its order. */
const SPEC_MODES = (
  "Cash Deposit|Online Transfer from the primary bank|Online Transfer RTGS|Online Transfer NEFT|" + "Local Cheque Deposit|DD|Cheque|UPI"
).split("|");
const references: Record<string, string> = {
  "Cash Deposit": "DS-0042731",
  "Online Transfer from the primary bank": "IB2406151234",
  "Online Transfer RTGS": "HDFCR52024061512345678",
  "Online Transfer NEFT": "N166240612345678",
  "Local Cheque Deposit": "004512",
  DD: "781245",
  Cheque: "123456",
  UPI: "412345678901",
};

describe("manual payment modes (docs/business-rules.md#manual-payment-modes)", () => {
  it("are SPEC's eight, each with its reference label", () => {
    expect(manualPaymentModes).toEqual(SPEC_MODES);
    expect(manualPaymentModeInfo["Online Transfer NEFT"].referenceLabel).toBe("UTR number");
    expect(manualPaymentModeInfo.Cheque.referenceLabel).toBe("Cheque number");
    expect(manualPaymentModeInfo.DD.referenceLabel).toBe("DD number");
  });

  for (const mode of manualPaymentModes) {
    it(`accepts a typical ${mode} reference`, () => {
      const checked = checkManualPayment({ mode, reference: references[mode]!, ...valid }, today);
      expect(checked).toEqual({
        ok: true,
        value: {
          mode,
          reference: references[mode]!.replace("-", ""),
          declaredAmount: 2941_00,
          paymentDate: today,
          bankName: "State Bank of India",
        },
      });
    });
  }

  it("UPI may be recorded before the reference exists, and without a bank", () => {
    expect(checkManualPayment({ mode: "UPI", reference: " ", ...valid, bankName: "" }, today)).toMatchObject({
      ok: true,
      value: { reference: null, bankName: null },
    });
  });
});

describe("checkManualPayment", () => {
  it("reports every broken rule, in the form's words", () => {
    const checked = checkManualPayment(
      { mode: "Cheque", reference: "12-34", amount: "-5", paymentDate: "2026-06-16", bankName: "<script>" },
      today,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        reference: "The cheque number should be 6 digits.",
        amount: "Enter the amount in whole rupees, digits only (for example 2941).",
        paymentDate: "The payment date can't be in the future.",
        bankName: "The bank name can have letters, digits, spaces and . , & ' ( ) - only.",
      },
    });
  });

  it("knows how old a payment may be", () => {
    expect(checkManualPayment({ mode: "DD", reference: "781245", ...valid, paymentDate: "2025-12-17" }, today).ok).toBe(true);
    expect(checkManualPayment({ mode: "DD", reference: "781245", ...valid, paymentDate: "2025-12-16" }, today)).toMatchObject({
      ok: false,
      errors: { paymentDate: expect.stringContaining("older than 180 days") },
    });
  });

  it("takes amounts as people type them, in whole rupees", () => {
    expect(parseRupees("₹ 2,941")).toEqual({ ok: true, minor: 2941_00 });
    expect(parseRupees("Rs. 12,00,000")).toEqual({ ok: true, minor: 12_00_000_00 });
    expect(parseRupees("2941.50").ok).toBe(false);
    expect(parseRupees("0")).toEqual({ ok: false, message: "The amount must be more than zero." });
    expect(parseRupees("100000000")).toEqual({ ok: false, message: "That amount is too large. Please check it." });
  });

  it("normalises references: no spaces, capitals", () => {
    expect(normaliseReference(" hdfc r520 2406 1512 345678 ")).toBe("HDFCR52024061512345678");
  });

  it("normalises references: no hyphens (also typographic dashes), tabs or non-breaking spaces, so one UTR has one form", () => {
    expect(normaliseReference("n166-2406-1234-5678")).toBe("N166240612345678");
    expect(normaliseReference("\tN166\u00a02406\u20131234 5678\n")).toBe("N166240612345678");
    expect(normaliseReference("ds-0042731")).toBe(normaliseReference("DS 0042731"));
    expect(normaliseReference(" - ")).toBe("");
  });

  it("keeps other characters, so a slash in a bank's reference still counts", () => {
    expect(normaliseReference("ib/2406/15")).toBe("IB/2406/15");
  });

  it("is for rupees only", () => {
    expect(manualPaymentCurrencyProblem("INR")).toBeNull();
    expect(manualPaymentCurrencyProblem("USD")).toMatch(/INR only/);
  });
});

describe("upiPaymentLink", () => {
  it("asks for the exact amount in rupees with two decimals and the order number as the note", () => {
    expect(upiPaymentLink({ upiVpa: "investar@hdfcbank", upiName: "Investar" }, 2941_00, "INV-2026-7KQ4M0ZD9A")).toBe(
      "upi://pay?pa=investar@hdfcbank&pn=Investar&am=2941.00&cu=INR&tn=INV-2026-7KQ4M0ZD9A",
    );
    expect(upiPaymentLink({ upiVpa: "shop@upi", upiName: "A & B Traders" }, 1_50, "X")).toBe(
      "upi://pay?pa=shop@upi&pn=A%20%26%20B%20Traders&am=1.50&cu=INR&tn=X",
    );
  });
});
