import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { setPaymentString } from "../services/set-payment-string.ts";
import { paymentDetailString, pendingString, stringId } from "./payment-string-schemas.ts";

const setPaymentStringRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/SetPaymentString",
    {
      // A GET that writes (docs/business-rules.md#state-changing-gets's spelling): cookie calls must come from our pages. Bounded per user besides.
      config: { access: access.user, changesState: true, rateLimit: { max: 60, timeWindow: "1 hour" } },
      schema: {
        tags: ["payment"],
        summary:
          "Park the caller's pending payment detail string (opaque, ≤ 4096 characters) under stringId for a day; the newest 10 are kept",
        security: [{ bearer: [] }],
        querystring: z.object({ stringId, paymentDetailString }),
        response: { 200: pendingString },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return setPaymentString(deps, caller.userId, request.query.stringId, request.query.paymentDetailString);
    },
  );
};

export default setPaymentStringRoute;
