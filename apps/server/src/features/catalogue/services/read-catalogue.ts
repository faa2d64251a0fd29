import { asc } from "drizzle-orm";
import {
  priceSetsInEffect,
  withListPrices,
  type Catalogue,
  type Currency,
  type IsoDate,
  type Package,
  type PortfolioPackage,
  type PriceTable,
} from "@investar/core";
import { schema, type Database } from "@investar/db";
import { AppError } from "../../../errors.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { toAddon } from "./addon-row.ts";
import { toDiscountRule } from "./discount-rule-row.ts";

type Channel = schema.CatalogueChannel;

const unavailable = (what: string) =>
  new AppError("Unavailable", `The price list isn't available at the moment (${what} missing). Please try again later.`);

/**
 * Reads the catalogue tables into core's `Catalogue`, in one read-only snapshot so an admin edit
 * half-way through can't give a mix of old and new prices. load-catalogue.ts caches the result.
 */
export function readCatalogue(db: Database, today: IsoDate): Promise<Catalogue> {
  return db.transaction((tx) => readAll(tx, today), { isolationLevel: "repeatable read", accessMode: "read only" });
}

/** `today` (India) decides which dated price set gives the packages' list prices. */
async function readAll(tx: Transaction, today: IsoDate): Promise<Catalogue> {
  const c = schema;
  const products = await tx.select().from(c.catalogueProducts).orderBy(asc(c.catalogueProducts.sortOrder), asc(c.catalogueProducts.id));
  const addons = await tx.select().from(c.catalogueAddons).orderBy(asc(c.catalogueAddons.sortOrder), asc(c.catalogueAddons.id));
  const priceSets = await tx.select().from(c.cataloguePriceSets).orderBy(asc(c.cataloguePriceSets.sortOrder), asc(c.cataloguePriceSets.id));
  const prices = await tx.select().from(c.cataloguePrices);
  const productAddons = await tx.select().from(c.catalogueProductAddons).orderBy(asc(c.catalogueProductAddons.sortOrder));
  const portfolio = await tx.select().from(c.cataloguePortfolioPackages).orderBy(asc(c.cataloguePortfolioPackages.number));
  const packages = await tx.select().from(c.cataloguePackages).orderBy(asc(c.cataloguePackages.sortOrder), asc(c.cataloguePackages.id));
  const standalone = await tx
    .select()
    .from(c.catalogueStandalonePrices)
    .orderBy(asc(c.catalogueStandalonePrices.sortOrder), asc(c.catalogueStandalonePrices.id));
  const rules = await tx
    .select()
    .from(c.catalogueDiscountRules)
    .orderBy(asc(c.catalogueDiscountRules.sortOrder), asc(c.catalogueDiscountRules.id));
  const coupons = await tx.select().from(c.catalogueCoupons).orderBy(asc(c.catalogueCoupons.sortOrder), asc(c.catalogueCoupons.code));
  const perCurrency = await tx.select().from(c.catalogueCurrencySettings);
  const [settings] = await tx.select().from(c.catalogueSettings).limit(1);
  if (products.length === 0 || !settings) throw unavailable("products or settings");

  const table = (channel: Channel): PriceTable => {
    const result: PriceTable = {};
    for (const row of prices.filter((p) => p.channel === channel)) {
      const byPlan = (result[row.itemId] ??= {});
      (byPlan[row.plan] ??= {})[row.priceSetId] = row.amount;
    }
    return result;
  };
  const wiseAddons = (channel: Channel): Record<string, string[]> => {
    const result: Record<string, string[]> = {};
    for (const row of productAddons.filter((r) => r.channel === channel)) (result[row.productId] ??= []).push(row.addonId);
    return result;
  };
  const byCurrency = (pick: (row: (typeof perCurrency)[number]) => number, what: string): Record<Currency, number> => {
    const amount = (currency: Currency) => {
      const row = perCurrency.find((r) => r.currency === currency);
      if (!row) throw unavailable(`${what} in ${currency}`);
      return pick(row);
    };
    return { INR: amount("INR"), USD: amount("USD") };
  };
  const toolPrices = table("tool");
  const mobilePrices = table("mobile");
  const sets = priceSets.map((s) => ({ id: s.id, currency: s.currency, effectiveFrom: s.effectiveFrom }));
  const inEffect = priceSetsInEffect(sets, today);
  const packagesOf = (channel: Channel, priceTable: PriceTable): Array<{ pkg: Package; isDefault: boolean }> =>
    packages
      .filter((row) => row.channel === channel)
      .map((row) => ({
        pkg: withListPrices(
          priceTable,
          {
            Name: row.name,
            ...(row.nameHi ? { NameHi: row.nameHi } : {}),
            BaseProduct: row.baseProduct,
            Addons: row.addons,
            Flag: row.flag,
            ...(row.flagHi ? { FlagHi: row.flagHi } : {}),
          },
          inEffect,
        ),
        isDefault: row.isDefault,
      }));
  const toolPackages = packagesOf("tool", toolPrices);
  const defaultPackage = (toolPackages.find((entry) => entry.isDefault) ?? toolPackages[0])?.pkg;
  if (!defaultPackage) throw unavailable("the default package");

  return {
    products: products.map((p) => ({ id: p.id, name: p.name, rank: p.rank, isFree: p.isFree, allowsExtraLicences: p.allowsExtraLicences })),
    addons: addons.map((row) => {
      // A Hindi twin only where staff wrote one (docs/adr/0062-hindi-content-texts.md): an untranslated row reads as before.
      const { nameHi, ...addon } = toAddon(row);
      return nameHi ? { ...addon, nameHi } : addon;
    }),
    priceSets: sets,
    prices: toolPrices,
    productWiseAddons: wiseAddons("tool"),
    portfolioPackages: portfolioPackages(portfolio),
    mobile: {
      prices: mobilePrices,
      productWiseAddons: wiseAddons("mobile"),
      packages: packagesOf("mobile", mobilePrices).map((entry) => entry.pkg),
    },
    discountRules: rules
      .filter((r) => r.isPublished)
      .map((r) => ({ ...toDiscountRule(r.id, r), type: r.type, ...(r.labelHi ? { labelHi: r.labelHi } : {}) })),
    coupons: coupons.map((k) => ({
      code: k.code,
      validFrom: k.validFrom,
      validUntil: k.validUntil,
      usageLimit: k.usageLimit,
      timesUsed: k.timesUsed,
      products: k.products,
      plans: k.plans,
      oncePerUser: k.oncePerUser,
      disabled: k.disabled,
    })),
    freeWebinarPriceLimit: byCurrency((row) => row.freeWebinarPriceLimit, "the free-webinar price limit"),
    packages: toolPackages.map((entry) => entry.pkg),
    defaultPackage,
    standalonePriceList: standalone.map((item) => ({
      Name: item.name,
      ...(item.nameHi ? { NameHi: item.nameHi } : {}),
      Price: item.price,
    })),
    nonSimultaneousLicenceFee: byCurrency((row) => row.nonSimultaneousLicenceFee, "the non-simultaneous licence fee"),
    cashCreditEnabled: settings.cashCreditEnabled,
    maxLicences: settings.maxLicences,
  };
}

/** One package per Number; a package priced in only one currency can't be sold, so it is left out. */
function portfolioPackages(rows: Array<{ number: number; currency: Currency; price: number }>): PortfolioPackage[] {
  const numbers = [...new Set(rows.map((row) => row.number))];
  return numbers.flatMap((number) => {
    const price = (currency: Currency) => rows.find((row) => row.number === number && row.currency === currency)?.price;
    const inr = price("INR");
    const usd = price("USD");
    return inr === undefined || usd === undefined ? [] : [{ Number: number, Price: { INR: inr, USD: usd } }];
  });
}
