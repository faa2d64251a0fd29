import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { setPaymentString } from "../services/set-payment-string.ts";
import { paymentDetailString, pendingString, stringId } from "./payment-string-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/payment/SetPaymentString", query: z.object({ stringId, paymentDetailString }), answer: pendingString },
  {
    // A GET that writes (docs/business-rules.md#state-changing-gets's spelling): cookie calls must come from our pages. Bounded per user besides.
    config: { access: access.user, changesState: true, rateLimit: { max: 60, timeWindow: "1 hour" } },
    summary: "Park the caller's pending payment detail string (opaque, ≤ 4096 characters) under stringId for a day; the newest 10 are kept",
    handler: async (request, { deps, caller }) => {
      return setPaymentString(deps, caller.userId, request.query.stringId, request.query.paymentDetailString);
    },
  },
);
