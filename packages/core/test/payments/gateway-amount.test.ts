import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gatewayAmountToMinor, gatewayAnswerProblems, minorToGatewayAmount } from "../../src/payments/gateway-amount.ts";

describe("gateway amounts: decimal strings ↔ minor units, without floats", () => {
  it("formats with two decimals", () => {
    expect(minorToGatewayAmount(249_300)).toBe("2493.00");
    expect(minorToGatewayAmount(3_597)).toBe("35.97");
    expect(minorToGatewayAmount(5)).toBe("0.05");
    expect(minorToGatewayAmount(0)).toBe("0.00");
    expect(() => minorToGatewayAmount(-1)).toThrow(RangeError);
    expect(() => minorToGatewayAmount(1.5)).toThrow(RangeError);
  });

  it("reads what gateways send, and nothing else", () => {
    expect(gatewayAmountToMinor("2493.00")).toBe(249_300);
    expect(gatewayAmountToMinor("2493.0")).toBe(249_300);
    expect(gatewayAmountToMinor("2493")).toBe(249_300);
    expect(gatewayAmountToMinor(2493.5)).toBe(249_350);
    expect(gatewayAmountToMinor("0.07")).toBe(7);
    for (const bad of ["", "-1.00", "1.005", "1e3", "1,000.00", " ", "12.", ".5", "NaN"]) expect(gatewayAmountToMinor(bad)).toBeNull();
  });

  it("round-trips every amount exactly (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (minor) => gatewayAmountToMinor(minorToGatewayAmount(minor)) === minor),
    );
  });
});

describe("a gateway answer must belong to its order", () => {
  const order = { orderNumber: "INV-2026-AAAAAAAAAA", amount: 249_300, currency: "INR" as const };

  it("accepts the same order, amount and currency", () => {
    expect(gatewayAnswerProblems(order, { orderNumber: order.orderNumber, amount: 249_300, currency: "INR" })).toEqual([]);
  });

  it("names each difference", () => {
    expect(gatewayAnswerProblems(order, { orderNumber: "INV-2026-BBBBBBBBBB", amount: 249_200, currency: "USD" })).toEqual([
      "order id INV-2026-BBBBBBBBBB is not INV-2026-AAAAAAAAAA",
      "amount 2492.00 is not 2493.00",
      "currency USD is not INR",
    ]);
    expect(gatewayAnswerProblems(order, { orderNumber: order.orderNumber, amount: null, currency: "EUR" })).toEqual([
      "the amount is missing or unreadable",
      "currency EUR is not one we charge in",
    ]);
  });

  it("refuses any amount but the order's own (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        (amount) =>
          (gatewayAnswerProblems(order, { orderNumber: order.orderNumber, amount, currency: "INR" }).length === 0) ===
          (amount === order.amount),
      ),
    );
  });
});
