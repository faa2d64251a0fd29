import { checkRefundStatus as contract } from "@investar/contract/payments/check-refund-status";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import { createRefundGateway } from "../../../integrations/gateway/create-refund-gateway.ts";
import { inProcessTransport } from "../../../integrations/gateway/in-process-transport.ts";
import { checkRefundStatus } from "../services/check-refund-status.ts";
import { paymentAdminRoute } from "./route.ts";

const checkRefundStatusRoute: RouteModule = (app, deps) => {
  const gateway = createRefundGateway(deps.config, inProcessTransport(app));
  paymentAdminRoute(contract, {
    config: { access: access.admin },
    options: echoRequestOnError,
    summary: "Admin: ask the gateway now about a card refund it has not settled, and record its answer",
    handler: async (request) => {
      const { refund, message } = await checkRefundStatus(deps, gateway, request.body.refundId);
      return {
        message,
        refundId: refund.id,
        status: refund.status,
        gatewayReference: refund.gatewayReference,
        failureReason: refund.failureReason,
        creditNoteNumber: refund.creditNoteNumber,
      };
    },
  })(app, deps);
};

export default checkRefundStatusRoute;
