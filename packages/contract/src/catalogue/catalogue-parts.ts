/**
 * Zod shapes shared by the back office's catalogue calls (/api/admin/catalogue/…).
 * Money here is in minor units (paise, cents), as the catalogue stores it: an admin's edit is exact.
 */
import { z } from "zod";
import { BILLING_PLANS } from "@investar/core";
import { currencySchema } from "@investar/core/pricing/selection-schema";
import { isoDate } from "../parts/iso-date.ts";
import { jsonId } from "../parts/schema-parts.ts";

const plan = z.enum(BILLING_PLANS, { error: "Choose Month, Quarter or Annual." });
const channel = z.enum(["tool", "mobile"], { error: "The channel is tool or mobile." });
const day = isoDate.nullable().default(null);
const name = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .min(1, `Please enter the ${what}.`)
    .max(120, `The ${what} has at most 120 characters.`);
/**
 * A name's Hindi twin (docs/adr/0062-hindi-content-texts.md): optional, as long as the English name may be; blank or
 * null leaves Hindi pages showing the English name.
 */
const hindiName = (what: string) =>
  z
    .string({ error: `The ${what} in Hindi must be text.` })
    .trim()
    .max(120, `The ${what} in Hindi has at most 120 characters.`)
    .nullable()
    .default(null);
const itemId = z.string().trim().min(1, "Please enter the id.").max(60, "An id has at most 60 characters.");
export const minor = z
  .number({ error: "Enter the amount as a whole number of paise or cents." })
  .int("Enter the amount as a whole number of paise or cents.")
  .min(0, "A price can't be negative.")
  .max(1e11, "That price is too large.");

export const priceSetBody = z.object({ currency: currencySchema, effectiveFrom: isoDate });

export const pricesBody = z.object({
  prices: z
    .array(z.object({ channel, itemId, plan, priceSetId: z.string().min(1).max(60), amount: minor }), {
      error: "Send the prices as a list.",
    })
    .min(1, "Send at least one price.")
    .max(500),
});

export const addonBody = z.object({
  id: itemId,
  name: name("name"),
  nameHi: hindiName("name"),
  isDataAddon: z.boolean().default(false),
  needsDataAddon: z.boolean().default(false),
  requiresAddonId: z.string().trim().min(1).max(60).nullable().default(null),
  products: z.array(z.string().max(60)).max(100).default([]),
});

export const packageBody = z.object({
  id: jsonId("id").optional(),
  channel,
  name: name("name"),
  nameHi: hindiName("name"),
  baseProduct: z.string().min(1, "Choose the edition.").max(60),
  addons: z.array(z.string().max(60)).max(20).default([]),
  flag: z.string().trim().max(40, "A badge has at most 40 characters.").nullable().default(null),
  flagHi: z.string().trim().max(40, "A badge in Hindi has at most 40 characters.").nullable().default(null),
  isDefault: z.boolean().default(false),
});

export const idBody = z.object({ id: jsonId("id") });
export const ruleIdBody = z.object({ id: z.string().min(1, "id is required.").max(60) });

export const standalonePricesBody = z.object({
  items: z.array(z.object({ name: name("name"), nameHi: hindiName("name"), price: minor })).max(50),
});

export const couponBody = z.object({
  code: z.string({ error: "Please enter the code." }).max(40, "A code has at most 40 characters.").trim().min(1, "Please enter the code."),
  label: name("offer's name"),
  percent: z.number({ error: "Enter the percent off." }).multipleOf(0.01, "At most two decimals."),
  validFrom: day,
  validUntil: day,
  usageLimit: z.number().int("The usage limit is a whole number.").nullable().default(null),
  products: z.array(z.string().max(60)).max(100).default([]),
  plans: z.array(plan).max(10).default([]),
  oncePerUser: z.boolean().default(false),
  isForDataAddon: z.boolean().default(false),
});

export const couponDisabledBody = z.object({
  code: z.string().max(40, "A code has at most 40 characters.").trim().min(1, "Please enter the code."),
  disabled: z.boolean(),
});

export const discountRuleBody = z.object({
  id: z.string().min(1).max(60).optional(),
  type: z.enum(["RenewalDiscount", "SchemeDiscount", "Webinar"], { error: "The type is RenewalDiscount, SchemeDiscount or Webinar." }),
  label: name("label"),
  labelHi: hindiName("label"),
  currentPlan: plan.nullable().default(null),
  targetPlan: plan.nullable().default(null),
  isForActiveUsers: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  isForTool: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  freeMonth: z.number().int().min(0, "Free months can't be negative.").max(24).default(0),
  discountInPercent: z.number({ error: "Enter the percent off." }).multipleOf(0.01, "At most two decimals.").default(0),
  isForDataAddon: z.boolean().default(false),
  validFrom: day,
  validUntil: day,
  isPublished: z.boolean().default(true),
});

export const savedCode = z.object({ code: z.string() });
export const savedId = z.object({ id: z.string() });
export const deleted = z.object({ deleted: z.literal(true) });

/** A discount rule's fields, as the back office edits them and the pricing answers show them. */
export const discountRuleFields = {
  id: z.string(),
  label: z.string(),
  CurrentPlan: plan.nullable(),
  TargetPlan: plan.nullable(),
  IsForActiveUsers: z.number().int(),
  IsForTool: z.number().int(),
  FreeMonth: z.number().int(),
  DiscountInPercent: z.number(),
  CouponCode: z.string().nullable(),
  IsForDataAddon: z.boolean(),
  validFrom: isoDate.nullable(),
  validUntil: isoDate.nullable(),
};

export const adminCatalogueResponse = z.object({
  today: isoDate,
  priceSets: z.array(z.object({ id: z.string(), currency: currencySchema, effectiveFrom: isoDate, inEffect: z.boolean() })),
  products: z.array(z.object({ id: z.string(), name: z.string() })),
  addons: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      nameHi: z.string().nullable(),
      isDataAddon: z.boolean(),
      needsDataAddon: z.boolean(),
      requiresAddonId: z.string().nullable(),
      products: z.array(z.string()),
    }),
  ),
  prices: z.array(z.object({ channel, itemId: z.string(), plan, priceSetId: z.string(), amount: z.number().int() })),
  packages: z.array(
    z.object({
      id: z.number().int(),
      channel,
      name: z.string(),
      nameHi: z.string().nullable(),
      baseProduct: z.string(),
      addons: z.array(z.string()),
      flag: z.string().nullable(),
      flagHi: z.string().nullable(),
      isDefault: z.boolean(),
    }),
  ),
  standalonePrices: z.array(z.object({ name: z.string(), nameHi: z.string().nullable(), price: z.number().int() })),
  coupons: z.array(
    z.object({
      code: z.string(),
      label: z.string().nullable(),
      percent: z.number().nullable(),
      validFrom: isoDate.nullable(),
      validUntil: isoDate.nullable(),
      usageLimit: z.number().int().nullable(),
      timesUsed: z.number().int(),
      products: z.array(z.string()),
      plans: z.array(plan),
      oncePerUser: z.boolean(),
      disabled: z.boolean(),
    }),
  ),
  discountRules: z.array(
    z.object({
      ...discountRuleFields,
      labelHi: z.string().nullable(),
      type: z.enum(["RenewalDiscount", "SchemeDiscount", "Webinar"]),
      isPublished: z.boolean(),
    }),
  ),
});
