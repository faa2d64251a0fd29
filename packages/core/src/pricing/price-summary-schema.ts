/**
 * The Quote call's answer: docs/business-rules.md#price-summary's Price summary with every amount in currency units. The server
 * declares it as the route's response and the browser reads the answer with it, so both sides hold one
 * shape. Written with zod/mini, whose functions tree-shake, because the pricing page carries it.
 */
import * as z from "zod/mini";
import { currencies, type Currency } from "../money.ts";
import { DISCOUNT_TYPES } from "./catalogue.ts";

const units = z.number().check(z.describe("Currency units: INR whole rupees, USD dollars with at most 2 decimals"));
const described = <T extends z.ZodMiniType>(schema: T, text: string): T => schema.check(z.describe(text)) as T;

const priceLine = z.object({
  Id: z.string(),
  Name: z.string(),
  AmountForCurrent: described(units, "Added to the subscription in service, for the months left (first licence)"),
  AmountForRenew: described(units, "The new period bought (first licence)"),
  LicenseForCurrent: units,
  LicenseForRenew: units,
  Total: units,
});

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/u), z.describe("A day in India, YYYY-MM-DD"));

/** docs/business-rules.md#price-summary Price summary plus what the customer needs to read it; every amount in currency units. */
export const priceSummarySchema = z.object({
  currency: z.enum(currencies as readonly Currency[] as [Currency, ...Currency[]]),
  kind: z.enum(["fresh", "upgrade", "renewal", "extension"]),
  productAndAmounts: z.array(priceLine),
  portfolio: units,
  noOfLicense: z.number().check(z.int()),
  discount: units,
  discountPerc: z.number(),
  discountType: z.nullable(z.enum(DISCOUNT_TYPES)),
  totalDeduction: described(units, "Paid from the wallet: subscrDed + cashDed + creditDed"),
  totalExcludingDeduction: described(units, "originalPrice − discount + gst"),
  subscrDed: units,
  cashDed: units,
  creditDed: units,
  gst: described(units, "18% of (originalPrice − discount), INR only, rounded down to a rupee"),
  originalPrice: described(units, "Lines plus portfolio, before discount and GST"),
  freeMonths: z.number().check(z.int()),
  total: described(units, "To pay now"),
  appliedCouponCode: z.nullable(z.string()),
  remainingMonths: z.number().check(z.int()),
  currentWorth: described(units, "What the months left of the current subscription count for towards the new selection (0: none charged)"),
  currentExpiryDate: z.nullable(isoDate),
  newExpiryDate: isoDate,
  explanation: described(z.array(z.string()), "The rules applied, in plain words, in order"),
  deals: described(
    z.record(z.string(), z.object({ PriceSet: z.string(), DiscountInPercent: z.number() })),
    "Per item bought: the price set and percent off the customer will hold (SubscrDetails), recorded at activation",
  ),
  discountCoversDataAddons: z.boolean(),
});
