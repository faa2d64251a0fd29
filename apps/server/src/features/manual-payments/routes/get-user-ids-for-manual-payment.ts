import { access } from "../../../auth/access.ts";
import { getUserIdsForManualPayment as contract } from "@investar/contract/manual-payments/get-user-ids-for-manual-payment";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { listPaymentUsers } from "../services/list-payment-users.ts";

const getUserIdsForManualPayment: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    options: echoRequestOnError,
    tags: ["payment admin"],
    summary: "Admin: customers with manual payments (card payments with isManualPayment=false), those waiting first; 10 a page",
    handler: (request) => listPaymentUsers(deps, request.query.isManualPayment, request.query.page),
  });

export default getUserIdsForManualPayment;
