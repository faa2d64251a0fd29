import { access, callerOf } from "../../../auth/access.ts";
import { updateUserPaymentStatus as contract } from "@investar/contract/payments/update-user-payment-status";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { updatePaymentStatus, paymentInUnits } from "../../manual-payments/index.ts";

const updateUserPaymentStatus: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      // docs/business-rules.md#state-changing-gets spells this change as a GET: refused when a browser marks it as coming from another site.
      config: { access: access.admin, changesState: true },
      ...echoRequestOnError,
      schema: {
        tags: ["payment admin"],
        summary: "Admin: set a manual payment's status text (notes only: no money moves, the order's status is unchanged)",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return paymentInUnits(await updatePaymentStatus(deps, admin.userId, request.query.paymentId, request.query.paymentStatus));
    },
  );
};

export default updateUserPaymentStatus;
