import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { getRunningOffers } from "../../catalogue/index.ts";
import { isoDate, plan } from "../../catalogue/index.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "GET",
    path: "/api/payment/IsOfferActivated",
    answer: z.object({
      isOfferActivated: z.boolean(),
      offers: z.array(
        z.object({
          label: z.string(),
          labelHi: z.string().nullable().describe("The label in Hindi; null where staff wrote none"),
          DiscountInPercent: z.number(),
          FreeMonth: z.number().int(),
          TargetPlan: plan.nullable().describe("The billing period the offer is for; null: any"),
          IsForTool: z.union([z.literal(0), z.literal(1), z.literal(2)]).describe("0 desktop and mobile, 1 desktop only, 2 mobile only"),
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
  {
    config: { access: access.anyone, publicCacheMs: 30_000 },
    summary: "Whether a published offer (scheme discount) is running today, and which",
    handler: async (_request, { deps }) => getRunningOffers(deps),
  },
);
