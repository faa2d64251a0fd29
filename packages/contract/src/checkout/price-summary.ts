import { z } from "zod";
import { currencySchema } from "@investar/core/pricing/selection-schema";
import { DISCOUNT_TYPES, type PriceSummaryInUnits } from "@investar/core";
import { isoDate } from "../parts/iso-date.ts";
import { units } from "../parts/units.ts";
import { explanationPart } from "./explanation-part.ts";

const priceLine = z.object({
  Id: z.string(),
  Name: z.string(),
  AmountForCurrent: units.describe("Added to the subscription in service, for the months left (first licence)"),
  AmountForRenew: units.describe("The new period bought (first licence)"),
  LicenseForCurrent: units,
  LicenseForRenew: units,
  Total: units,
});

/**
 * docs/business-rules.md#price-summary Price summary plus what the customer needs to read it, every amount in
 * currency units: the Quote call's answer, converted by core's summaryInUnits on the server and back by
 * summaryFromUnits in the browser.
 */
export const priceSummary = z.object({
  currency: currencySchema,
  kind: z.enum(["fresh", "upgrade", "renewal", "extension"]),
  productAndAmounts: z.array(priceLine),
  portfolio: units,
  noOfLicense: z.number().int(),
  discount: units,
  discountPerc: z.number(),
  discountType: z.enum(DISCOUNT_TYPES).nullable(),
  totalDeduction: units.describe("Paid from the wallet: subscrDed + cashDed + creditDed"),
  totalExcludingDeduction: units.describe("originalPrice − discount + gst"),
  subscrDed: units,
  cashDed: units,
  creditDed: units,
  gst: units.describe("18% of (originalPrice − discount), INR only, rounded down to a rupee"),
  originalPrice: units.describe("Lines plus portfolio, before discount and GST"),
  freeMonths: z.number().int(),
  total: units.describe("To pay now"),
  appliedCouponCode: z.string().nullable(),
  remainingMonths: z.number().int(),
  currentWorth: units.describe("What the months left of the current subscription count for towards the new selection (0: none charged)"),
  currentExpiryDate: isoDate.nullable(),
  newExpiryDate: isoDate,
  explanation: z.array(z.string()).describe("The rules applied, in plain words, in order"),
  explanationParts: z
    .array(explanationPart)
    .optional()
    .describe("The same sentences as message keys and values, for saying them in another language; amounts in minor units"),
  deals: z
    .record(z.string(), z.object({ PriceSet: z.string(), DiscountInPercent: z.number() }))
    .describe("Per item bought: the price set and percent off the customer will hold (SubscrDetails), recorded at activation"),
  discountCoversDataAddons: z.boolean(),
}) satisfies z.ZodType<PriceSummaryInUnits, unknown>;
