import { z } from "zod";
import { requireSelfOrAdmin } from "../../auth/principal.ts";
import type { RouteModule } from "../../http/app-types.ts";
import { echoRequestOnError } from "../../http/echo-request-on-error.ts";
import { badRequest } from "../../errors.ts";
import { changeSubscription } from "../../services/checkout/change-subscription.ts";
import { parsePaymentRequest, paymentRequestSchema } from "../../services/checkout/payment-request-schema.ts";
import { isoDate } from "./pricing-schemas.ts";

const changeSubscriptionRoute: RouteModule = (app) => {
  app.post(
    "/api/payment/ChangeSubscription",
    {
      // docs/business-rules.md#echo-request-on-error: change subscription errors fall back to returning the request.
      errorHandler: echoRequestOnError,
      schema: {
        tags: ["payment"],
        summary: "Apply a change that costs nothing after credits (paymentGateway ChangeSub), limited to the period's free changes. 4xx bodies echo the request.",
        security: [{ bearer: [] }],
        body: paymentRequestSchema,
        response: { 200: z.object({ orderNumber: z.string(), activatedUntil: isoDate, message: z.string() }) },
      },
    },
    async (request) => {
      const parsed = parsePaymentRequest(request.body, "ChangeSub");
      if (!parsed.ok) throw badRequest("The change request is incomplete or malformed.", parsed.errors);
      await requireSelfOrAdmin(request, parsed.request.userId);
      return changeSubscription(app.deps, parsed.request);
    },
  );
};

export default changeSubscriptionRoute;
