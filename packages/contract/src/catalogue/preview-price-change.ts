import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { isoDate } from "../parts/iso-date.ts";
import { pricesBody } from "./catalogue-parts.ts";

/** docs/business-rules.md#catalogue-change-review: what a price change reaches, shown before it is saved. */
export const previewPriceChange = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/prices/preview",
  body: pricesBody.extend({ effectiveFrom: isoDate.nullable().default(null) }),
  answer: z.object({
    /** The day new purchases are priced by the change: today, or the scheduled day. */
    goesLive: z.string().max(10).nullable(),
    changes: z
      .array(
        z.object({
          channel: z.enum(["tool", "mobile"]),
          itemId: z.string().max(60),
          itemName: z.string().max(120),
          plan: z.string().max(10),
          currency: z.enum(["INR", "USD"]),
          /** The price set the new amount is written to. */
          priceSetId: z.string().max(60),
          /** Minor units; null when the set had no price for it. */
          before: z.number().int().nullable(),
          after: z.number().int(),
          pages: z.array(z.string().max(120)).max(20),
          /** Subscriptions in service whose renewal is priced by this set. */
          renewals: z.number().int(),
        }),
      )
      .max(500),
    unchanged: z.number().int(),
    /** Subscriptions in service whose renewal any of the changes prices (each counted once). */
    renewals: z.number().int(),
    /** Dated sets a scheduled change makes, and the set each starts as a copy of. */
    newPriceSets: z.array(z.object({ id: z.string().max(60), effectiveFrom: z.string().max(10), copiedFrom: z.string().max(60) })).max(2),
  }),
});
