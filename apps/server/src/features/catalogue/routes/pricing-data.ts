import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { getPricingData } from "../services/get-pricing-data.ts";
import { addon, plan, product, units, unitsByCurrency } from "./pricing-schemas.ts";
import { paymentRoute } from "./route.ts";

const pricingData = z.object({
  prices: z
    .record(z.string(), z.partialRecord(plan, z.partialRecord(z.enum(["INR", "USD"]), units)))
    .describe("prices[product or add-on id][plan][currency]: one licence, one period, current prices"),
  productList: z.array(product),
  addonList: z.array(addon),
  portfolioPackageList: z.array(z.object({ Number: z.number().int(), Price: unitsByCurrency })),
  productWiseAddonsList: z.record(z.string(), z.array(z.string())).describe("The add-on ids each product may be bought with"),
  freeWebinarPriceLimit: unitsByCurrency,
});

export default paymentRoute(
  { method: "GET", path: "/api/payment/PricingData", answer: pricingData },
  {
    config: { access: access.anyone, publicCacheMs: 30_000 },
    summary: "The price list (docs/business-rules.md#pricing-data pricing data), amounts in currency units",
    handler: async (_request, { deps }) => getPricingData(deps),
  },
);
