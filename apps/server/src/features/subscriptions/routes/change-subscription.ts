import { paymentRequestSchema } from "@investar/core/payments/payment-request-schema";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import { changeSubscription } from "../services/change-subscription.ts";
import { isoDate } from "../../catalogue/index.ts";

const changeSubscriptionRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/payment/ChangeSubscription",
    {
      config: { access: access.self("body") },
      // docs/business-rules.md#echo-request-on-error: change subscription errors fall back to returning the request.
      ...echoRequestOnError,
      schema: {
        tags: ["payment"],
        summary:
          "Apply a change that costs nothing after credits (paymentGateway ChangeSub), limited to the period's free changes. 4xx bodies echo the request.",
        security: [{ bearer: [] }],
        body: paymentRequestSchema,
        response: { 200: z.object({ orderNumber: z.string(), activatedUntil: isoDate, message: z.string() }) },
      },
    },
    async (request) => {
      return changeSubscription(deps, request.body);
    },
  );
};

export default changeSubscriptionRoute;
