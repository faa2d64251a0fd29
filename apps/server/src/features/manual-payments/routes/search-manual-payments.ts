import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { searchPayments } from "../services/search-payments.ts";
import { isManualPayment, paymentInUnits, paymentSummarySchema } from "./manual-payment-schemas.ts";

const searchManualPayments: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/SearchManualPayments",
    {
      config: { access: access.admin },
      schema: {
        tags: ["payment admin"],
        summary:
          "Admin: find manual (or card) payments by UTR or other reference, order number or gateway tracking id; waiting ones first, at most 20",
        security: [{ bearer: [] }],
        querystring: z.object({
          query: z
            .string()
            .max(60, "The search is too long.")
            .describe("A UTR, cheque or DD number, or an order number (spaces and case ignored)"),
          isManualPayment,
        }),
        response: {
          200: z.object({
            payments: z.array(paymentSummarySchema.extend({ customer: z.object({ name: z.string(), email: z.string() }) })),
          }),
        },
      },
    },
    async (request) => {
      const found = await searchPayments(deps, request.query.query, request.query.isManualPayment);
      return { payments: found.map((payment) => ({ ...paymentInUnits(payment), customer: payment.customer })) };
    },
  );
};

export default searchManualPayments;
