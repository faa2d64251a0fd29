import { access } from "../../../auth/access.ts";
import { encryptedApiRequest } from "../../../integrations/gateway/simulator/simulator-api-request.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { paymentPaths } from "../../../integrations/gateway/payment-paths.ts";
import { simulatorKeys } from "../../../integrations/gateway/simulator/simulator-keys.ts";
import { answerRefundCommand, isRefundCommand } from "../../../integrations/gateway/simulator/simulator-refund-api.ts";
import { answerStatusQuery } from "../../../integrations/gateway/simulator/simulator-status-api.ts";
import { paymentSimulatorRoute } from "./route.ts";

/**
 * The simulator's server-to-server API (CCAvenue's format): orderStatusTracker, and refundOrder and
 * getRefundDetails (simulator-refund-api.ts). Public like the real one: a query is only understood when
 * encrypted with the simulator's working key.
 */
const simulatorStatus: RouteModule = (app, deps) => {
  if (deps.config.paymentGateway.kind !== "simulator") return;
  const keys = simulatorKeys(deps.config.sessionSecret);

  paymentSimulatorRoute(
    { method: "POST", path: paymentPaths.simulatorStatus, body: encryptedApiRequest },
    {
      config: { access: access.gateway },
      summary: "Order status and refund calls, as CCAvenue's API answers them (text: status=0&enc_response=…)",
      handler: async (request, { reply }) =>
        reply
          .type("text/plain; charset=utf-8")
          .header("cache-control", "no-store")
          .send(
            isRefundCommand(request.body.command)
              ? await answerRefundCommand(deps.db, keys, deps.config.simulatorRefunds, request.body, deps.now())
              : await answerStatusQuery(deps.db, keys, request.body),
          ),
    },
  )(app, deps);
};

export default simulatorStatus;
