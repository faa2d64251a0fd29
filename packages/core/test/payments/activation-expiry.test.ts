import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expiryAtActivation } from "../../src/payments/activation-expiry.ts";
import { addDays, EXPIRY_MODE, type BillingPlan, type QuoteKind } from "../../src/pricing/index.ts";

const extend = { plan: "Quarter" as const, expiryMode: EXPIRY_MODE.extendExpiryDate };
const keep = { plan: "Quarter" as const, expiryMode: EXPIRY_MODE.sameExpiryDate };

describe("the expiry activation writes", () => {
  it("is the quoted date when the subscription is as it was quoted", () => {
    const summary = { kind: "renewal" as const, currentExpiryDate: "2026-03-31", newExpiryDate: "2026-06-30", freeMonths: 0 };
    expect(expiryAtActivation({ summary, selection: extend, heldExpiry: "2026-03-31" })).toEqual({ expiry: "2026-06-30", adjusted: false });
    const fresh = { kind: "fresh" as const, currentExpiryDate: null, newExpiryDate: "2026-06-17", freeMonths: 0 };
    expect(expiryAtActivation({ summary: fresh, selection: extend, heldExpiry: null })).toEqual({ expiry: "2026-06-17", adjusted: false });
    // A lapsed subscription was quoted as a fresh purchase; its old date does not count.
    expect(expiryAtActivation({ summary: fresh, selection: extend, heldExpiry: "2024-01-31" })).toEqual({
      expiry: "2026-06-17",
      adjusted: false,
    });
  });

  it("adds a bought period to what is held now when another order extended it meanwhile", () => {
    const fresh = { kind: "fresh" as const, currentExpiryDate: null, newExpiryDate: "2026-06-17", freeMonths: 1 };
    expect(expiryAtActivation({ summary: fresh, selection: extend, heldExpiry: "2026-06-17" })).toEqual({
      expiry: "2026-10-17",
      adjusted: true,
    });
  });

  it("keeping the expiry date never moves it earlier than the one held", () => {
    const upgrade = { kind: "upgrade" as const, currentExpiryDate: "2026-03-31", newExpiryDate: "2026-03-31", freeMonths: 0 };
    expect(expiryAtActivation({ summary: upgrade, selection: keep, heldExpiry: "2026-06-30" })).toEqual({
      expiry: "2026-06-30",
      adjusted: true,
    });
  });

  it("never writes a date before the quoted one or the one held (property)", () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays("2024-01-01", n));
    fc.assert(
      fc.property(
        day,
        fc.option(day, { nil: null }),
        fc.option(day, { nil: null }),
        fc.constantFrom<QuoteKind>("fresh", "upgrade", "renewal", "extension"),
        fc.constantFrom<BillingPlan>("Month", "Quarter", "Annual"),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        (quoted, quotedFrom, held, kind, plan, extending, freeMonths) => {
          const selection = { plan, expiryMode: extending ? EXPIRY_MODE.extendExpiryDate : EXPIRY_MODE.sameExpiryDate };
          const { expiry, adjusted } = expiryAtActivation({
            summary: { kind, currentExpiryDate: quotedFrom, newExpiryDate: quoted, freeMonths },
            selection,
            heldExpiry: held,
          });
          expect(expiry >= quoted).toBe(true);
          if (held !== null && held !== quotedFrom) expect(expiry >= held).toBe(true);
          expect(adjusted).toBe(expiry !== quoted);
        },
      ),
    );
  });
});
