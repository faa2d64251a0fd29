import { describe, expect, it } from "vitest";
import {
  allowedNextStatuses,
  canTransition,
  isOrderStatus,
  isSettled,
  orderStatuses,
  type OrderStatus,
} from "../../src/payments/order-state.ts";

// docs/architecture.md#orders-and-activation, written out once more as the list of every legal move; everything else must be refused.
const legal = new Set([
  "created→pending",
  "pending→paid",
  "pending→failed",
  "pending→cancelled",
  "paid→refunded",
  "paid→partially-refunded",
  "partially-refunded→refunded",
]);

describe("order state machine (docs/architecture.md#orders-and-activation)", () => {
  for (const from of orderStatuses) {
    for (const to of orderStatuses) {
      const move = `${from}→${to}`;
      it(`${move} is ${legal.has(move) ? "allowed" : "refused"}`, () => {
        expect(canTransition(from, to)).toBe(legal.has(move));
      });
    }
  }

  it("lists the same moves it allows", () => {
    for (const from of orderStatuses) {
      expect([...allowedNextStatuses(from)].sort()).toEqual(orderStatuses.filter((to) => canTransition(from, to)).sort());
    }
  });

  it("has no way back to created or pending, and no way out of failed, cancelled or refunded", () => {
    const terminal: OrderStatus[] = ["failed", "cancelled", "refunded"];
    for (const from of orderStatuses) {
      expect(canTransition(from, "created")).toBe(false);
      if (from !== "created") expect(canTransition(from, "pending")).toBe(false);
    }
    for (const from of terminal) expect(allowedNextStatuses(from)).toEqual([]);
  });

  it("is settled once the gateway has answered", () => {
    expect(orderStatuses.filter(isSettled)).toEqual(["paid", "failed", "cancelled", "refunded", "partially-refunded"]);
  });

  it("recognises its own statuses only", () => {
    expect(isOrderStatus("paid")).toBe(true);
    expect(isOrderStatus("Paid")).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });
});
