import { access } from "../../../auth/access.ts";
import { getUserIdsForManualPayment as contract } from "@investar/contract/manual-payments/get-user-ids-for-manual-payment";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import { listPaymentUsers } from "../services/list-payment-users.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: customers with manual payments (card payments with isManualPayment=false), those waiting first; 10 a page",
  options: echoRequestOnError,
  handler: (request, { deps }) => listPaymentUsers(deps, request.query.isManualPayment, request.query.page),
});
