import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { id } from "../parts/schema-parts.ts";
import { hindiText, offerBanner, text } from "./site-content-parts.ts";

const instant = z.iso
  .datetime({ offset: true, error: "Give the time as an ISO date and time with its offset." })
  .max(40, "Give the time as an ISO date and time with its offset.")
  .nullable()
  .default(null);

export const updateOfferContent = defineEndpoint({
  method: "POST",
  path: "/api/user/UpdateOfferContent",
  query: z.object({ id: id("id") }),
  body: z.object({
    headline: text("headline", 120),
    body: text("text", 400),
    ctaLabel: text("button label", 40),
    ctaHref: text("link", 500),
    headlineHi: hindiText("headline", 120),
    bodyHi: hindiText("text", 400),
    ctaLabelHi: hindiText("button label", 40),
    startsAt: instant,
    endsAt: instant,
    active: z.boolean({ error: "active is true or false." }),
  }),
  answer: offerBanner.extend({
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    active: z.boolean(),
    updatedAt: z.string(),
    showing: z.boolean(),
  }),
});
