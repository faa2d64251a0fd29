import { z } from "zod";
import type { RouteModule } from "../../http/app-types.ts";
import { getRunningOffers } from "../../services/pricing/is-offer-activated.ts";
import { isoDate } from "./pricing-schemas.ts";

const isOfferActivated: RouteModule = (app) => {
  app.get(
    "/api/payment/IsOfferActivated",
    {
      config: { publicCacheMs: 30_000 },
      schema: {
        tags: ["payment"],
        summary: "Whether a published offer (scheme discount) is running today, and which",
        response: {
          200: z.object({
            isOfferActivated: z.boolean(),
            offers: z.array(
              z.object({
                label: z.string(),
                DiscountInPercent: z.number(),
                FreeMonth: z.number().int(),
                validUntil: isoDate.nullable(),
                needsCoupon: z.boolean(),
              }),
            ),
          }),
        },
      },
    },
    async () => getRunningOffers(app.deps),
  );
};

export default isOfferActivated;
