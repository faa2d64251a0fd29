import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listUserPayments } from "../services/list-user-payments.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { isManualPayment, page, pageFields, paymentInUnits, paymentSummarySchema } from "./manual-payment-schemas.ts";

const getPaymentModesForManualPayment: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/GetPaymentModesForManualPayment",
    {
      config: { access: access.admin },
      ...echoRequestOnError,
      schema: {
        tags: ["payment admin"],
        summary: "Admin: one customer's manual (or card) payments with their mode, reference and status, waiting ones first; 10 a page",
        security: [{ bearer: [] }],
        querystring: z.object({ userId, isManualPayment, page }),
        response: { 200: z.object({ payments: z.array(paymentSummarySchema), ...pageFields }) },
      },
    },
    async (request) => {
      const { userId: customer, isManualPayment: manual, page: wanted } = request.query;
      const listed = await listUserPayments(deps, customer, manual, wanted);
      return { ...listed, payments: listed.payments.map(paymentInUnits) };
    },
  );
};

export default getPaymentModesForManualPayment;
