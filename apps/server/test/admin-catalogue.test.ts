/**
 * The back office's catalogue calls (ADR 0024): what each one changes, the
 * reasons a bad edit is refused with, the audit row, and that customers' quotes follow within 2 seconds.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { quoteCall } from "./support/pricing.ts";
import type { TestUser } from "./support/sessions.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

const t = suiteApp();
const admin = suiteUser(t, { role: "Admin" });
const investor = suiteUser(t);

const post = (url: string, payload: object, user: TestUser | null = admin) =>
  t.app.inject({ method: "POST", url: `/api/admin/catalogue/${url}`, payload, headers: user?.auth ?? {} });
const auditOf = (action: string) => t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action));

/** One valid call per endpoint, for the guards. */
const calls: Array<[string, object]> = [
  ["price-sets", { currency: "USD", effectiveFrom: "2091-01-01" }],
  ["prices", { prices: [{ channel: "tool", itemId: "Basic", plan: "Month", priceSetId: "INR", amount: 50000 }] }],
  ["addons", { id: "Guard Add-on", name: "Guard Add-on" }],
  ["packages", { channel: "tool", name: "Guard", baseProduct: "Pro" }],
  ["packages/delete", { id: 1 }],
  ["standalone-prices", { items: [] }],
  ["coupons", { code: "GUARD1", label: "Guard", percent: 5 }],
  ["coupons/update", { code: "WELCOME10", label: "Welcome", percent: 10 }],
  ["coupons/disable", { code: "WELCOME10", disabled: true }],
  ["discount-rules", { type: "SchemeDiscount", label: "Guard", discountInPercent: 5 }],
  ["discount-rules/delete", { id: "x" }],
];

describe("who may call them", () => {
  it("no token → 401 and an investor → 403 on every call, and nothing changes", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/catalogue" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/catalogue", headers: investor.auth })).statusCode).toBe(403);
    for (const [url, body] of calls) {
      expect((await post(url, body, null)).statusCode, url).toBe(401);
      expect((await post(url, body, investor)).statusCode, url).toBe(403);
    }
    const coupons = await t.db.select().from(schema.catalogueCoupons).where(eq(schema.catalogueCoupons.code, "GUARD1"));
    expect(coupons).toHaveLength(0);
  });

  it("the admin reads the whole catalogue, unpublished rules and coupon uses included", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/catalogue", headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.priceSets).toContainEqual(expect.objectContaining({ id: "INR", inEffect: true }));
    expect(body.priceSets).toContainEqual(expect.objectContaining({ id: "INR_01_07_17", inEffect: false }));
    expect(body.coupons).toContainEqual(expect.objectContaining({ code: "TRADER15", percent: expect.any(Number), timesUsed: 0 }));
    expect(body.prices.length).toBeGreaterThan(50);
  });
});

describe("prices", () => {
  it("a price change reaches the Quote at once, with an audit row of before and after", async () => {
    const quote = async () => (await quoteCall(t, { currency: "INR", product: "Basic", plan: "Month" })).json().originalPrice as number;
    const old = await quote();
    const res = await post("prices", {
      prices: [{ channel: "tool", itemId: "Basic", plan: "Month", priceSetId: "INR", amount: old * 100 + 11100 }],
    });
    expect(res.json()).toEqual({ saved: 1 });
    expect(await quote()).toBe(old + 111);
    const [row] = await auditOf("catalogue-prices-saved");
    expect(row).toMatchObject({
      actorId: admin.userId,
      details: { before: [{ itemId: "Basic", amount: old * 100 }], after: [{ itemId: "Basic", amount: old * 100 + 11100 }] },
    });
  });

  it("refuses negative prices, unknown items and unknown sets, field by field", async () => {
    const negative = await post("prices", { prices: [{ channel: "tool", itemId: "Basic", plan: "Month", priceSetId: "INR", amount: -1 }] });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors["prices.0.amount"]).toEqual(["A price can't be negative."]);
    const unknown = await post("prices", {
      prices: [{ channel: "tool", itemId: "Platinum", plan: "Month", priceSetId: "EUR", amount: 100 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      "prices.0.itemId": ['There is no product or add-on "Platinum".'],
      "prices.0.priceSetId": ['There is no price set "EUR".'],
    });
  });
});

describe("price sets", () => {
  it("a new dated set copies the prices in effect; a second one on the same day is refused as overlapping", async () => {
    const res = await post("price-sets", { currency: "INR", effectiveFrom: "2090-04-01" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: "INR_01_04_90", copiedFrom: "INR" });
    expect(res.json().prices).toBeGreaterThan(10);
    const again = await post("price-sets", { currency: "INR", effectiveFrom: "2090-04-01" });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.effectiveFrom[0]).toMatch(
      /INR_01_04_90 already starts on 2090-04-01; dated sets of one currency may not overlap/u,
    );
    const past = await post("price-sets", { currency: "INR", effectiveFrom: "2020-01-01" });
    expect(past.json()).toMatchObject({ code: "BadRequest", errors: { effectiveFrom: ["A new price set must start today or later."] } });
    expect((await post("price-sets", { currency: "EUR", effectiveFrom: "2090-04-02" })).statusCode).toBe(400);
  });
});

describe("add-ons, packages and the standalone list", () => {
  it("an add-on is added with the editions it is sold with, and refused when it requires an unknown one", async () => {
    expect((await post("addons", { id: "Options Analytics", name: "Options Analytics", products: ["Pro"] })).json()).toEqual({
      id: "Options Analytics",
    });
    const links = await t.db
      .select()
      .from(schema.catalogueProductAddons)
      .where(eq(schema.catalogueProductAddons.addonId, "Options Analytics"));
    expect(links.map((l) => l.productId)).toEqual(["Pro"]);
    const bad = await post("addons", { id: "X", name: "X", requiresAddonId: "Nothing", products: ["Gold"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ products: ["Unknown products: Gold."], requiresAddonId: ['There is no add-on "Nothing".'] });
  });

  it("a package is saved, refused with add-ons its edition isn't sold with, and deleted", async () => {
    const saved = await post("packages", {
      channel: "tool",
      name: "Pro Analytics",
      baseProduct: "Pro",
      addons: ["Options Analytics"],
      flag: "New",
    });
    expect(saved.statusCode).toBe(200);
    const packages = await t.app.inject({ method: "GET", url: "/api/payment/PackageList" });
    expect(JSON.stringify(packages.json())).toContain("Pro Analytics");
    const bad = await post("packages", { channel: "tool", name: "Lite Analytics", baseProduct: "Lite", addons: ["Options Analytics"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.addons[0]).toMatch(/isn't sold with Options Analytics/u);
    expect((await post("packages/delete", { id: saved.json().id })).json()).toEqual({ deleted: true });
    expect((await post("packages/delete", { id: saved.json().id })).statusCode).toBe(404);
    expect((await auditOf("catalogue-package-deleted"))[0]).toMatchObject({ details: { before: { name: "Pro Analytics" }, after: null } });
  });

  it("the standalone price list is replaced, and a negative price refused", async () => {
    expect((await post("standalone-prices", { items: [{ name: "Standard (EOD)", price: 850000 }] })).json()).toEqual({ saved: 1 });
    const list = await t.db.select().from(schema.catalogueStandalonePrices);
    expect(list.map((i) => [i.name, i.price])).toEqual([["Standard (EOD)", 850000]]);
    const bad = await post("standalone-prices", { items: [{ name: "", price: -5 }] });
    expect(bad.json().errors).toMatchObject({
      "items.0.name": ["Please enter the name."],
      "items.0.price": ["A price can't be negative."],
    });
  });
});

describe("coupons", () => {
  it("a coupon is created, applies at the Quote for its products and plans only, and its code can't be taken twice", async () => {
    const created = await post("coupons", {
      code: " diwali25 ",
      label: "Diwali",
      percent: 25,
      plans: ["Annual"],
      products: ["Pro"],
      usageLimit: 10,
    });
    expect(created.json()).toEqual({ code: "DIWALI25" });
    const ok = await quoteCall(t, { currency: "INR", product: "Pro", plan: "Annual", couponCode: "Diwali25" });
    expect(ok.json()).toMatchObject({ discountPerc: 25, appliedCouponCode: "DIWALI25" });
    const wrongPlan = await quoteCall(t, { currency: "INR", product: "Pro", plan: "Quarter", couponCode: "DIWALI25" });
    expect(wrongPlan.json()).toMatchObject({ code: "CouponCodeApply", message: "Coupon DIWALI25 is for Annual plans only." });
    const taken = await post("coupons", { code: "Diwali25", label: "Again", percent: 5 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ code: ["The code DIWALI25 is already in use."] });
  });

  it("refuses a percent out of range, a window that ends before it starts and unknown products", async () => {
    const bad = await post("coupons", {
      code: "BAD1",
      label: "Bad",
      percent: 120,
      validFrom: "2030-02-01",
      validUntil: "2030-01-01",
      products: ["Gold"],
      usageLimit: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      percent: ["The discount is more than 0 and at most 100 percent."],
      validUntil: ["The end date can't be before the start date."],
      usageLimit: ["The usage limit is at least 1 (leave it empty for no limit)."],
      products: ["Unknown products: Gold."],
    });
  });

  it("an update changes the offer's percent; disabling refuses the code at the next Quote; enabling brings it back", async () => {
    await post("coupons", { code: "SPRING", label: "Spring", percent: 10 });
    const update = await post("coupons/update", { code: "spring", label: "Spring", percent: 15 });
    expect(update.json()).toEqual({ code: "SPRING" });
    expect((await quoteCall(t, { currency: "INR", product: "Standard", plan: "Quarter", couponCode: "SPRING" })).json().discountPerc).toBe(
      15,
    );
    expect((await post("coupons/disable", { code: "SPRING", disabled: true })).json()).toEqual({ code: "SPRING", disabled: true });
    const refused = await quoteCall(t, { currency: "INR", product: "Standard", plan: "Quarter", couponCode: "SPRING" });
    expect(refused.json()).toMatchObject({ code: "CouponCodeApply", message: "Coupon SPRING is no longer available." });
    await post("coupons/disable", { code: "SPRING", disabled: false });
    expect((await quoteCall(t, { currency: "INR", product: "Standard", plan: "Quarter", couponCode: "SPRING" })).statusCode).toBe(200);
    expect((await post("coupons/update", { code: "NOPE", label: "x", percent: 5 })).statusCode).toBe(404);
    expect((await post("coupons/disable", { code: "", disabled: true })).statusCode).toBe(400);
    const audit = await auditOf("catalogue-coupon-disabled");
    expect(audit[0]).toMatchObject({
      actorId: admin.userId,
      subject: "coupon:SPRING",
      details: { before: { disabled: false }, after: { disabled: true } },
    });
  });
});

describe("discount rules and running offers", () => {
  it("a scheme rule runs as an offer (IsOfferActivated) and a webinar rule is a webinar discount; deleting ends them", async () => {
    const scheme = await post("discount-rules", { type: "SchemeDiscount", label: "Monsoon offer", discountInPercent: 12 });
    expect(scheme.statusCode).toBe(200);
    const offers = await t.app.inject({ method: "GET", url: "/api/payment/IsOfferActivated" });
    expect(offers.json()).toMatchObject({
      isOfferActivated: true,
      offers: expect.arrayContaining([expect.objectContaining({ label: "Monsoon offer", DiscountInPercent: 12 })]),
    });

    const webinar = await post("discount-rules", {
      type: "Webinar",
      label: "Webinar attendees",
      discountInPercent: 40,
      validUntil: "2099-12-31",
    });
    const fields = await t.app.inject({
      method: "GET",
      url: `/api/user/GetWebinarDiscountFields?userId=${investor.userId}`,
      headers: investor.auth,
    });
    expect(fields.json()).toMatchObject({ discount: 40, discountEndDate: "2099-12-31" });

    await post("discount-rules", {
      id: scheme.json().id,
      type: "SchemeDiscount",
      label: "Monsoon offer",
      discountInPercent: 12,
      isPublished: false,
    });
    const after = await t.app.inject({ method: "GET", url: "/api/payment/IsOfferActivated" });
    expect(JSON.stringify(after.json())).not.toContain("Monsoon offer");
    expect((await post("discount-rules/delete", { id: webinar.json().id })).json()).toEqual({ deleted: true });
    expect(
      (
        await t.app.inject({ method: "GET", url: `/api/user/GetWebinarDiscountFields?userId=${investor.userId}`, headers: investor.auth })
      ).json().discount,
    ).not.toBe(40);
  });

  it("refuses a rule that gives nothing, an unknown type or a negative free month", async () => {
    const nothing = await post("discount-rules", { type: "RenewalDiscount", label: "Nothing" });
    expect(nothing.json()).toMatchObject({ errors: { discountInPercent: ["Give a discount, free months, or both."] } });
    const bad = await post("discount-rules", { type: "Loyalty", label: "x", freeMonth: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["freeMonth", "type"]);
    expect((await post("discount-rules", { id: "missing", type: "RenewalDiscount", label: "x", discountInPercent: 5 })).statusCode).toBe(
      404,
    );
    const rows = await t.db
      .select()
      .from(schema.catalogueDiscountRules)
      .where(and(eq(schema.catalogueDiscountRules.label, "Nothing")));
    expect(rows).toHaveLength(0);
  });
});
