import { access } from "../../../auth/access.ts";
import { getUserIdsForManualPayment as contract } from "@investar/contract/manual-payments/get-user-ids-for-manual-payment";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listPaymentUsers } from "../services/list-payment-users.ts";

const getUserIdsForManualPayment: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      config: { access: access.admin },
      ...echoRequestOnError,
      schema: {
        tags: ["payment admin"],
        summary: "Admin: customers with manual payments (card payments with isManualPayment=false), those waiting first; 10 a page",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: {
          200: contract.answer,
        },
      },
    },
    async (request) => {
      return listPaymentUsers(deps, request.query.isManualPayment, request.query.page);
    },
  );
};

export default getUserIdsForManualPayment;
