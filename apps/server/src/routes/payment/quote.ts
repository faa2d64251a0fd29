import { summaryInUnits } from "@investar/core";
import { selectionSchema } from "@investar/core/pricing/selection-schema";
import type { RouteModule } from "../../http/app-types.ts";
import { quotePrice } from "../../services/pricing/quote-price.ts";
import { priceSummarySchema, pricingErrorSchema } from "./pricing-schemas.ts";

const quoteRoute: RouteModule = (app) => {
  app.post(
    "/api/payment/Quote",
    {
      schema: {
        tags: ["payment"],
        summary:
          "Price a selection: fresh purchase for anonymous callers, the caller's own upgrade/renewal/extension when logged in. Amounts in currency units.",
        body: selectionSchema,
        response: {
          200: priceSummarySchema,
          400: pricingErrorSchema.describe(
            "code: one of the 13 pricing errors of docs/business-rules.md#pricing-error-codes, or BadRequest for a malformed body",
          ),
        },
      },
    },
    async (request) => {
      const principal = await request.principal();
      return summaryInUnits(await quotePrice(app.deps, principal?.userId ?? null, request.body));
    },
  );
};

export default quoteRoute;
