import { describe, expect, it } from "vitest";
import { walletCreditDecisionRefusal, walletCreditMessages, walletCreditPath } from "../src/index.ts";

describe("walletCreditPath", () => {
  const limit = 10_000_00;
  it("refuses an admin crediting their own wallet, whatever the amount", () => {
    expect(walletCreditPath({ actorId: 7, userId: 7, amount: 1, limit })).toEqual({
      kind: "refused",
      message: walletCreditMessages.selfCredit,
    });
  });
  it("credits up to the limit at once, and sends anything above it for approval", () => {
    expect(walletCreditPath({ actorId: 7, userId: 8, amount: limit, limit })).toEqual({ kind: "direct" });
    expect(walletCreditPath({ actorId: 7, userId: 8, amount: limit + 1, limit })).toEqual({ kind: "needs-approval" });
  });
});

describe("walletCreditDecisionRefusal", () => {
  it("lets neither the requester nor the customer decide, and any other admin", () => {
    expect(walletCreditDecisionRefusal({ requestedBy: 1, userId: 2 }, 1)).toBe(walletCreditMessages.ownRequest);
    expect(walletCreditDecisionRefusal({ requestedBy: 1, userId: 2 }, 2)).toBe(walletCreditMessages.forDecider);
    expect(walletCreditDecisionRefusal({ requestedBy: 1, userId: 2 }, 3)).toBeNull();
  });
});
