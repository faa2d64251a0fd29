import { summaryInUnits } from "@investar/core";
import { z } from "zod";
import type { RouteModule } from "../../http/app-types.ts";
import { quotePrice } from "../../services/pricing/quote-price.ts";
import { currency, licenseType, plan, priceSummarySchema, pricingErrorSchema } from "./pricing-schemas.ts";

/**
 * Only currency, product and plan are required. Values the engine judges (an unknown product, a
 * licence count out of range, a portfolio number not listed) pass the schema on purpose, so the
 * answer is the engine's pricing error code and message, the same the browser shows. Exported for the
 * calls that price a selection before charging for it (SetUsersManualPayment).
 */
export const quoteBody = z.object({
  currency,
  product: z.string().min(1, "Please choose a product.").max(100),
  plan,
  addons: z.array(z.string().max(100)).max(50, "Too many add-ons.").optional(),
  licenseType: licenseType.nullable().optional(),
  noOfLicenses: z.number().int("noOfLicenses must be a whole number.").min(-1_000_000).max(1_000_000).optional(),
  portfolio: z.number().int("portfolio must be a whole number.").min(0, "portfolio can't be negative.").max(1_000_000).optional(),
  couponCode: z.string().max(50, "The coupon code is too long.").nullable().optional(),
  useWallet: z.boolean().optional(),
  expiryMode: z.union([z.literal(0), z.literal(1)], { error: "expiryMode must be 0 (keep the expiry date) or 1 (extend it)." }).optional(),
  isMobile: z.boolean().optional(),
  isRecurring: z.boolean().optional().describe("Paid by a recurring mandate: no wallet, no change of billing period"),
});

const quoteRoute: RouteModule = (app) => {
  app.post(
    "/api/payment/Quote",
    {
      schema: {
        tags: ["payment"],
        summary: "Price a selection: fresh purchase for anonymous callers, the caller's own upgrade/renewal/extension when logged in. Amounts in currency units.",
        body: quoteBody,
        response: { 200: priceSummarySchema, 400: pricingErrorSchema.describe("code: one of the 13 pricing errors of docs/business-rules.md#pricing-error-codes, or BadRequest for a malformed body") },
      },
    },
    async (request) => {
      const principal = await request.principal();
      return summaryInUnits(await quotePrice(app.deps, principal?.userId ?? null, request.body));
    },
  );
};

export default quoteRoute;
