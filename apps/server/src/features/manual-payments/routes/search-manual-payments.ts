import { access } from "../../../auth/access.ts";
import { searchManualPayments as contract } from "@investar/contract/manual-payments/search-manual-payments";
import type { RouteModule } from "../../../http/app-types.ts";
import { searchPayments } from "../services/search-payments.ts";
import { paymentInUnits } from "./manual-payment-schemas.ts";

const searchManualPayments: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: ["payment admin"],
        summary:
          "Admin: find manual (or card) payments by UTR or other reference, order number or gateway tracking id; waiting ones first, at most 20",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: {
          200: contract.answer,
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
