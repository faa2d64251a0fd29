/**
 * The one parser of a customer's selection, for every call that takes one: the Quote call's body, the
 * payment request's selItems (card checkout, ChangeSubscription) and the manual payment's selItems.
 * It fills SELECTION_DEFAULTS once, so a service receives a whole QuoteSelection. Values the engine
 * judges (an unknown product, a licence count out of range, a portfolio number not listed) pass on
 * purpose: the answer is then the engine's pricing error, the same the browser shows.
 *
 * Imported by the server through its own path (`@investar/core/pricing/selection-schema`), not through
 * the package index, so the browser's bundles never carry zod for it; the browser imports types only.
 */
import { z } from "zod";
import { currencies, type Currency } from "../money.ts";
import { BILLING_PLANS, LICENSE_TYPES } from "./catalogue.ts";
import { SELECTION_DEFAULTS, type QuoteSelection } from "./selection.ts";

export const currencySchema = z.enum(currencies as readonly Currency[] as [Currency, ...Currency[]]);

/** Every field of a selection but currency and isMobile, which a payment request may carry elsewhere. */
export const selectionChoiceFields = {
  product: z.string().min(1, "Please choose a product.").max(100),
  plan: z.enum(BILLING_PLANS),
  addons: z
    .array(z.string().max(100))
    .max(50, "Too many add-ons.")
    .default(() => [...SELECTION_DEFAULTS.addons]),
  licenseType: z.enum(LICENSE_TYPES).nullable().default(SELECTION_DEFAULTS.licenseType),
  noOfLicenses: z
    .number()
    .int("noOfLicenses must be a whole number.")
    .min(-1_000_000)
    .max(1_000_000)
    .default(SELECTION_DEFAULTS.noOfLicenses),
  portfolio: z
    .number()
    .int("portfolio must be a whole number.")
    .min(0, "portfolio can't be negative.")
    .max(1_000_000)
    .default(SELECTION_DEFAULTS.portfolio),
  couponCode: z.string().max(50, "The coupon code is too long.").nullable().default(SELECTION_DEFAULTS.couponCode),
  useWallet: z.boolean().default(SELECTION_DEFAULTS.useWallet),
  expiryMode: z
    .union([z.literal(0), z.literal(1)], { error: "expiryMode must be 0 (keep the expiry date) or 1 (extend it)." })
    .default(SELECTION_DEFAULTS.expiryMode),
  isRecurring: z
    .boolean()
    .default(SELECTION_DEFAULTS.isRecurring)
    .describe("Paid by a recurring mandate: no wallet, no change of billing period"),
};

/** A whole selection: only currency, product and plan are required. */
export const selectionSchema = z.object({
  currency: currencySchema,
  ...selectionChoiceFields,
  isMobile: z.boolean().default(SELECTION_DEFAULTS.isMobile).describe("Quote the mobile app instead of the desktop tool"),
});

/** What a caller sends (the browser types its bodies with this); the parsed value is a QuoteSelection. */
export type SelectionInput = z.input<typeof selectionSchema>;

// A change to QuoteSelection that the schema does not follow fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const parsesToQuoteSelection: Same<Omit<z.output<typeof selectionSchema>, "addons">, Omit<QuoteSelection, "addons">> = true;
void parsesToQuoteSelection;
