import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getRunningOffers } from "../../catalogue/index.ts";
import { isoDate, plan } from "../../catalogue/index.ts";

const isOfferActivated: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/IsOfferActivated",
    {
      config: { access: access.anyone, publicCacheMs: 30_000 },
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
                TargetPlan: plan.nullable().describe("The billing period the offer is for; null: any"),
                IsForTool: z
                  .union([z.literal(0), z.literal(1), z.literal(2)])
                  .describe("0 desktop and mobile, 1 desktop only, 2 mobile only"),
                IsForActiveUsers: z
                  .union([z.literal(0), z.literal(1), z.literal(2)])
                  .describe("0 everybody, 1 customers whose subscription is running, 2 new customers"),
                IsForDataAddon: z.boolean().describe("Whether the discount also covers data add-ons"),
                validUntil: isoDate.nullable(),
                needsCoupon: z.boolean(),
              }),
            ),
          }),
        },
      },
    },
    async () => getRunningOffers(deps),
  );
};

export default isOfferActivated;
