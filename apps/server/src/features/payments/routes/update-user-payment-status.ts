import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { updatePaymentStatus } from "../../manual-payments/index.ts";
import { paymentId, paymentInUnits, paymentSummarySchema } from "../../manual-payments/index.ts";

const updateUserPaymentStatus: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/UpdateUserPaymentStatus",
    {
      // docs/business-rules.md#state-changing-gets spells this change as a GET: refused when a browser marks it as coming from another site.
      config: { access: access.admin, changesState: true },
      ...echoRequestOnError,
      schema: {
        tags: ["payment admin"],
        summary: "Admin: set a manual payment's status text (notes only: no money moves, the order's status is unchanged)",
        security: [{ bearer: [] }],
        querystring: z.object({ paymentId: paymentId(), paymentStatus: z.string().max(2000, "The payment status is too long.") }),
        response: { 200: paymentSummarySchema },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return paymentInUnits(await updatePaymentStatus(deps, admin.userId, request.query.paymentId, request.query.paymentStatus));
    },
  );
};

export default updateUserPaymentStatus;
