import { describe, expect, it } from "vitest";
import { isOrderNumber, newOrderNumber } from "../../src/payments/order-number.ts";

describe("order numbers", () => {
  it("carry India's year and ten random Crockford characters", () => {
    const zeros = (bytes: Uint8Array) => bytes.fill(0);
    const ones = (bytes: Uint8Array) => bytes.fill(31);
    expect(newOrderNumber(new Date("2026-05-04T10:00:00Z"), zeros)).toBe("INV-2026-0000000000");
    expect(newOrderNumber(new Date("2026-05-04T10:00:00Z"), ones)).toBe("INV-2026-ZZZZZZZZZZ");
    // 20:00 UTC on 31 December is already 1 January in India.
    expect(newOrderNumber(new Date("2026-12-31T20:00:00Z"), zeros)).toBe("INV-2027-0000000000");
  });

  it("are not sequential and are recognised by their pattern", () => {
    const numbers = new Set(Array.from({ length: 200 }, () => newOrderNumber(new Date())));
    expect(numbers.size).toBe(200);
    for (const number of numbers) expect(isOrderNumber(number)).toBe(true);
    expect(isOrderNumber("INV-2026-000123")).toBe(false);
    expect(isOrderNumber("INV-2026-ILOU000000")).toBe(false);
    expect(isOrderNumber("inv-2026-0000000000")).toBe(false);
  });
});
