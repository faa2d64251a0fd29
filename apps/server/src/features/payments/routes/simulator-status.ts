import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { paymentPaths } from "../../../integrations/gateway/payment-paths.ts";
import { simulatorKeys } from "../../../integrations/gateway/simulator/simulator-keys.ts";
import { answerStatusQuery } from "../../../integrations/gateway/simulator/simulator-status-api.ts";

/**
 * The simulator's server-to-server status API (CCAvenue's orderStatusTracker format). Public like the
 * real one: a query is only understood when encrypted with the simulator's working key.
 */
const simulatorStatus: RouteModule = (app, deps) => {
  if (deps.config.paymentGateway.kind !== "simulator") return;
  const keys = simulatorKeys(deps.config.sessionSecret);

  app.post(
    paymentPaths.simulatorStatus,
    {
      config: { access: access.gateway },
      schema: {
        tags: ["payment simulator"],
        summary: "Order status query, as CCAvenue's API answers it (text: status=0&enc_response=…)",
        body: z.object({
          enc_request: z.string().min(1).max(20_000),
          access_code: z.string().min(1).max(100),
          command: z.string().max(64),
          request_type: z.string().max(16).optional(),
          response_type: z.string().max(16).optional(),
          version: z.string().max(16).optional(),
        }),
      },
    },
    async (request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(await answerStatusQuery(deps.db, keys, request.body)),
  );
};

export default simulatorStatus;
