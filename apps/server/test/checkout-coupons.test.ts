import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { invalidateCatalogue } from "../src/features/catalogue/services/load-catalogue.ts";
import { buyAtSimulator, checkoutCall, encrypted, ledgerOf, paymentRequest, previewQuote, startPaying } from "./support/checkout.ts";
import { orderNamed, payAtSimulator, submit } from "./support/payments.ts";
import { quoteCall } from "./support/pricing.ts";
import { createUser } from "./support/sessions.ts";
import { suiteApp } from "./support/suite.ts";
import { customerWithCredit } from "./support/wallet.ts";

const t = suiteApp();

const c = schema.catalogueCoupons;
const usesOf = async (code: string) => (await t.db.select().from(c).where(eq(c.code, code)))[0]!;
/** An admin's edit: the coupon may be used `left` more times. */
async function leaveUses(code: string, left: number) {
  const { timesUsed } = await usesOf(code);
  await t.db
    .update(c)
    .set({ usageLimit: timesUsed + left })
    .where(eq(c.code, code));
  invalidateCatalogue(t.app.deps);
}
const traderStandard = { product: "Standard", plan: "Quarter" as const, couponCode: "TRADER15" };
const pastLimitRows = () => t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "coupon-used-past-limit"));

describe("coupon uses counted at activation", () => {
  it("counts one use per paid order and drops the cached catalogue after the commit, so the next quote sees it", async () => {
    await leaveUses("TRADER15", 1);
    const buyer = await createUser(t);
    await previewQuote(t, buyer, traderStandard); // the catalogue is cached now, with the old count
    await buyAtSimulator(t, buyer, traderStandard, "Simulate success");
    const after = await usesOf("TRADER15");
    expect(after.timesUsed).toBe(after.usageLimit);
    const next = await quoteCall(t, { currency: "INR", ...traderStandard });
    expect(next.statusCode).toBe(400);
    expect(next.json()).toMatchObject({ code: "CouponCodeApply", message: "Coupon TRADER15 has been used as many times as it allows." });
  });

  it("two checkouts racing for the last use: the order that takes it pays, the other is told before paying (ADR 0024)", async () => {
    await leaveUses("TRADER15", 1);
    const [first, second] = [await createUser(t), await createUser(t)];
    // Both quoted while one use was left.
    await previewQuote(t, first, traderStandard);
    await previewQuote(t, second, traderStandard);
    const form = await startPaying(t, first, traderStandard);
    const late = await checkoutCall(t, second, await encrypted(t, paymentRequest(second.userId, traderStandard)));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: "CouponCodeApply", message: "Coupon TRADER15 has been used as many times as it allows." });
    const paid = await payAtSimulator(t, form, "Simulate success");
    await submit(t, paid);
    expect((await orderNamed(t, paid.fields.orderNo!)).status).toBe("paid");
    const coupon = await usesOf("TRADER15");
    expect(coupon.timesUsed).toBe(coupon.usageLimit);
    expect(await pastLimitRows()).toHaveLength(0);
  });

  it("a change paid by credits is refused when the limit was reached after its quote, and nothing is spent", async () => {
    await leaveUses("TRADER15", 1);
    const user = await customerWithCredit(t, 10_000_00, "Test credit");
    const selection = { ...traderStandard, useWallet: true };
    expect((await previewQuote(t, user, selection)).total).toBe(0);
    // Another server (same database) sold the last use; this one's cached catalogue does not know yet.
    const { usageLimit } = await usesOf("TRADER15");
    await t.db.update(c).set({ timesUsed: usageLimit! }).where(eq(c.code, "TRADER15"));

    const refused = await t.app.inject({
      method: "POST",
      url: "/api/payment/ChangeSubscription",
      headers: user.auth,
      payload: paymentRequest(user.userId, selection, "ChangeSub"),
    });
    // Refused when the order is created, before anything is applied (ADR 0024).
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "CouponCodeApply", request: { selItems: { couponCode: "TRADER15" } } });
    expect((await ledgerOf(t, user.userId)).filter((entry) => entry.amount < 0)).toHaveLength(0);
    expect((await usesOf("TRADER15")).timesUsed).toBe(usageLimit);
  });
});
