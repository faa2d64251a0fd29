import { access } from "../../../auth/access.ts";
import { updateUserPaymentStatus as contract } from "@investar/contract/payments/update-user-payment-status";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import { updatePaymentStatus, paymentInUnits } from "../../manual-payments/index.ts";
import { paymentAdminRoute } from "./route.ts";

export default paymentAdminRoute(contract, {
  // docs/business-rules.md#state-changing-gets spells this change as a GET: refused when a browser marks it as coming from another site.
  config: { access: access.admin, changesState: true },
  summary: "Admin: set a manual payment's status text (notes only: no money moves, the order's status is unchanged)",
  options: echoRequestOnError,
  handler: async (request, { deps, caller: admin }) => {
    return paymentInUnits(await updatePaymentStatus(deps, admin.userId, request.query.paymentId, request.query.paymentStatus));
  },
});
