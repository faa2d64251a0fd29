import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { orderAmountProblem, otherGatewayProblem, paymentGateways, targetOfSelection } from "../../src/payments/index.ts";

const runs = { numRuns: Number(process.env.FC_RUNS ?? 100) };

describe("each gateway's amount rule", () => {
  it("card and manual payments need something to pay; a ChangeSub order must cost nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom("INR" as const, "USD" as const), (total, currency) => {
        expect(orderAmountProblem("CCAvenue", total, currency) === null).toBe(total > 0);
        expect(orderAmountProblem("ManualPayment", total, currency) === null).toBe(total > 0);
        expect(orderAmountProblem("ChangeSub", total, currency) === null).toBe(total === 0);
      }),
      runs,
    );
  });

  it("says what to do instead, with the code the pages know", () => {
    expect(orderAmountProblem("CCAvenue", 0, "INR")).toEqual({
      code: "NothingToPay",
      message: "Your credits cover this order, so there is nothing to pay by card. Choose 'Change subscription' to apply it.",
    });
    expect(orderAmountProblem("ChangeSub", 294_100, "INR")).toEqual({
      code: "PaymentRequired",
      message: "This change costs ₹2,941 after your credits, so it can't be applied for free. Choose 'Proceed to Pay' instead.",
    });
    expect(orderAmountProblem("ManualPayment", 0, "INR")?.message).toMatch(/nothing to pay/);
  });
});

describe("a request naming another gateway", () => {
  it("is refused by every call but its own, and a request naming none belongs to the call it reached", () => {
    for (const gateway of paymentGateways) {
      expect(otherGatewayProblem(gateway, undefined)).toBeNull();
      expect(otherGatewayProblem(gateway, gateway)).toBeNull();
      for (const other of paymentGateways.filter((g) => g !== gateway))
        expect(otherGatewayProblem(gateway, other)).toMatchObject({ code: "WrongPaymentGateway" });
    }
  });
});

it("a subscription selection buys the mobile app or the desktop tool", () => {
  expect(targetOfSelection({ isMobile: true })).toBe("mobile");
  expect(targetOfSelection({ isMobile: false })).toBe("tool");
});
