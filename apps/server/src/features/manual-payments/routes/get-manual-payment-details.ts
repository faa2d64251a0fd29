import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getPaymentDetails } from "../services/get-payment-details.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { detailsInUnits, isManualPayment, paymentDetailsSchema, paymentId } from "./manual-payment-schemas.ts";

const getManualPaymentDetails: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/GetManualPaymentDetails",
    {
      config: { access: access.admin },
      ...echoRequestOnError,
      schema: {
        tags: ["payment admin"],
        summary: "Admin: one payment in full — the customer, what it buys, what they declared, its status, any refund, the UPI request",
        security: [{ bearer: [] }],
        querystring: z.object({ userId, paymentId: paymentId(), isManualPayment }),
        response: { 200: paymentDetailsSchema },
      },
    },
    async (request) => {
      const { userId: customer, paymentId: id, isManualPayment: manual } = request.query;
      return detailsInUnits(await getPaymentDetails(deps, customer, id, manual));
    },
  );
};

export default getManualPaymentDetails;
