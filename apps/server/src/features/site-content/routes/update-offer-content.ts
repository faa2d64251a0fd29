import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { updateOfferBanner } from "../services/update-offer-banner.ts";
import { offerBanner } from "./get-offer-banner-contents.ts";
import { id } from "@investar/contract/parts/schema-parts";

export const ADMIN_SITE_TAG = "admin-site";

/** A required text field whose messages name it (ADR 0019: shown beside the field). */
export const text = (what: string, max: number) =>
  z
    .string({ error: `Please enter the ${what}.` })
    .trim()
    .min(1, `Please enter the ${what}.`)
    .max(max, `The ${what} has at most ${max} characters.`);
const instant = z.iso
  .datetime({ offset: true, error: "Give the time as an ISO date and time with its offset." })
  .max(40, "Give the time as an ISO date and time with its offset.")
  .nullable()
  .default(null);

const updateOfferContent: RouteModule = (app, deps) => {
  app.post(
    "/api/user/UpdateOfferContent",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_SITE_TAG],
        summary: "Admin: change the offer banner's text, link, dates and whether it runs; the home page shows it at once",
        security: [{ bearer: [] }],
        querystring: z.object({ id: id("id") }),
        body: z.object({
          headline: text("headline", 120),
          body: text("text", 400),
          ctaLabel: text("button label", 40),
          ctaHref: text("link", 500),
          startsAt: instant,
          endsAt: instant,
          active: z.boolean({ error: "active is true or false." }),
        }),
        response: {
          200: offerBanner.extend({
            startsAt: z.string().nullable(),
            endsAt: z.string().nullable(),
            active: z.boolean(),
            updatedAt: z.string(),
            showing: z.boolean(),
          }),
        },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return updateOfferBanner(deps, admin.userId, request.query.id, request.body);
    },
  );
};

export default updateOfferContent;
