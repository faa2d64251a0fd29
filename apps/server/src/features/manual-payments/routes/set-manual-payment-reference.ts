import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { setManualPaymentReference } from "../services/set-manual-payment-reference.ts";
import { paymentId, paymentInUnits, paymentSummarySchema } from "./manual-payment-schemas.ts";

const setManualPaymentReferenceRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/payment/SetManualPaymentReference",
    {
      config: { access: access.user },
      schema: {
        tags: ["payment"],
        summary:
          "The customer adds (or corrects) the UTR of their own manual payment while it waits for verification: 403 for someone else's, 409 once it is settled",
        security: [{ bearer: [] }],
        body: z.object({
          paymentId: paymentId(),
          reference: z.string().max(60, "At most 60 characters.").describe("The UTR (UPI: 12 digits), as typed"),
        }),
        response: { 200: paymentSummarySchema },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { paymentId: id, reference } = request.body;
      return paymentInUnits(await setManualPaymentReference(deps, caller.userId, id, reference));
    },
  );
};

export default setManualPaymentReferenceRoute;
