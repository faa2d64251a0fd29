import { z } from "zod";
import { WEBINAR_STATUSES } from "@investar/core";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getWebinarSeatOffer } from "../services/seat-price-view.ts";
import { callerPriceJson, currencyQuery } from "./webinar-schemas.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { getUserLocation } from "../../catalogue/index.ts";

/**
 * The webinar buy page's price: one seat for the caller, by the webinar offer rule, with the coupon they
 * typed when it applies (a coupon that does not is named in couponProblem and the price is without it),
 * and why they cannot buy it now, if so. The payment calls price the seat the same way.
 */
const getWebinarSeatPrice: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/GetWebinarSeatPrice",
    {
      config: { access: access.user },
      schema: {
        tags: ["payment"],
        summary: "The price of one seat in a paid webinar for the caller, with a coupon when it applies, and whether it can be bought now",
        security: [{ bearer: [] }],
        querystring: z.object({
          webinarId: idParam("webinarId"),
          currency: currencyQuery,
          couponCode: z.string().trim().max(40, "couponCode must be at most 40 characters.").optional(),
        }),
        response: {
          200: z.object({
            webinarId: z.number().int(),
            title: z.string(),
            dateTime: z.string(),
            duration: z.number().int(),
            presenter: z.string(),
            status: z.enum(WEBINAR_STATUSES),
            seatsLeft: z.number().int().nullable(),
            price: callerPriceJson,
            couponCode: z.string().nullable().describe("The coupon the price includes, or null"),
            couponProblem: z.string().nullable(),
            refusal: z.object({ code: z.string(), message: z.string() }).nullable().describe("Why the seat cannot be bought now"),
          }),
        },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { webinarId, couponCode } = request.query;
      const currency = request.query.currency ?? (await getUserLocation(request.ip)).currency;
      return getWebinarSeatOffer(deps, caller.userId, { webinarId, currency, couponCode });
    },
  );
};

export default getWebinarSeatPrice;
