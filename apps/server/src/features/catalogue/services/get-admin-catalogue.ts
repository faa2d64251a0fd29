import { asc } from "drizzle-orm";
import { indiaToday, normaliseCouponCode, priceSetsInEffect, type AdminCatalogue } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { toAddon } from "./addon-row.ts";
import { toDiscountRule } from "./discount-rule-row.ts";

export async function getAdminCatalogue(deps: AppDeps): Promise<AdminCatalogue> {
  const c = schema;
  const db = deps.db;
  const [sets, products, addons, links, prices, packages, standalone, coupons, rules] = await Promise.all([
    db.select().from(c.cataloguePriceSets).orderBy(asc(c.cataloguePriceSets.currency), asc(c.cataloguePriceSets.effectiveFrom)),
    db.select().from(c.catalogueProducts).orderBy(asc(c.catalogueProducts.sortOrder)),
    db.select().from(c.catalogueAddons).orderBy(asc(c.catalogueAddons.sortOrder), asc(c.catalogueAddons.id)),
    db.select().from(c.catalogueProductAddons).orderBy(asc(c.catalogueProductAddons.sortOrder)),
    db.select().from(c.cataloguePrices),
    db.select().from(c.cataloguePackages).orderBy(asc(c.cataloguePackages.sortOrder), asc(c.cataloguePackages.id)),
    db.select().from(c.catalogueStandalonePrices).orderBy(asc(c.catalogueStandalonePrices.sortOrder), asc(c.catalogueStandalonePrices.id)),
    db.select().from(c.catalogueCoupons).orderBy(asc(c.catalogueCoupons.sortOrder), asc(c.catalogueCoupons.code)),
    db.select().from(c.catalogueDiscountRules).orderBy(asc(c.catalogueDiscountRules.sortOrder), asc(c.catalogueDiscountRules.id)),
  ]);
  const today = indiaToday(deps.now());
  const inEffect = Object.values(priceSetsInEffect(sets, today));
  return {
    today,
    priceSets: sets.map((s) => ({ id: s.id, currency: s.currency, effectiveFrom: s.effectiveFrom, inEffect: inEffect.includes(s.id) })),
    products: products.map((p) => ({ id: p.id, name: p.name })),
    addons: addons.map((a) => ({
      ...toAddon(a),
      products: links.filter((l) => l.channel === "tool" && l.addonId === a.id).map((l) => l.productId),
    })),
    prices: prices.map((p) => ({ channel: p.channel, itemId: p.itemId, plan: p.plan, priceSetId: p.priceSetId, amount: p.amount })),
    packages: packages.map((p) => ({
      id: p.id,
      channel: p.channel,
      name: p.name,
      nameHi: p.nameHi,
      baseProduct: p.baseProduct,
      addons: p.addons,
      flag: p.flag,
      flagHi: p.flagHi,
      isDefault: p.isDefault,
    })),
    standalonePrices: standalone.map((s) => ({ name: s.name, nameHi: s.nameHi, price: s.price })),
    coupons: coupons.map((k) => {
      const rule = rules.find((r) => normaliseCouponCode(r.couponCode) === normaliseCouponCode(k.code));
      const { code, validFrom, validUntil, usageLimit, timesUsed, products: only, plans, oncePerUser, disabled } = k;
      return {
        code,
        label: rule?.label ?? null,
        percent: rule?.discountInPercent ?? null,
        validFrom,
        validUntil,
        usageLimit,
        timesUsed,
        products: only,
        plans,
        oncePerUser,
        disabled,
      };
    }),
    discountRules: rules.map((r) => ({ ...toDiscountRule(r.id, r), labelHi: r.labelHi, type: r.type, isPublished: r.isPublished })),
  };
}
