import { access } from "../../../auth/access.ts";
import { getWebinarSeatPrice as contract } from "@investar/contract/webinars/get-webinar-seat-price";
import { purchaseOfSeat } from "@investar/core";
import { getWebinarSeatOffer } from "../services/seat-price-view.ts";
import { getUserLocation } from "../../catalogue/index.ts";
import { paymentRoute } from "./route.ts";

/**
 * The webinar buy page's price: one seat for the caller, by the webinar offer rule, with the coupon they
 * typed when it applies (a coupon that does not is named in couponProblem and the price is without it),
 * and why they cannot buy it now, if so. The payment calls price the seat the same way. A visitor is priced
 * as a new customer: the seat page is open to them (docs/business-rules.md#sign-up-to-pay), like the Quote call.
 */
export default paymentRoute(contract, {
  config: { access: access.anyone },
  summary:
    "The price of one seat in a paid webinar for the caller (or a visitor), with a coupon when it applies, and whether it can be bought now",
  handler: async (request, { deps }) => {
    const caller = await request.principal();
    const currency = request.query.currency ?? (await getUserLocation(request.ip)).currency;
    return getWebinarSeatOffer(deps, caller?.userId ?? null, purchaseOfSeat({ ...request.query, currency }));
  },
});
