import { access } from "../../../auth/access.ts";
import { encryptedApiRequest } from "../../../integrations/gateway/simulator/simulator-api-request.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { SIMULATOR_MANDATE_API } from "../../../integrations/gateway/mandate-gateway.ts";
import { simulatorKeys } from "../../../integrations/gateway/simulator/simulator-keys.ts";
import { answerMandateCall } from "../../../integrations/gateway/simulator/simulator-mandates.ts";
import { paymentSimulatorRoute } from "./route.ts";

/**
 * The simulator's standing-instruction API (chargeSI, cancelSI in CCAvenue's format, see
 * ccavenue-mandate.ts). Public like the real one: a call is only understood when encrypted with the
 * simulator's working key. A mandate whose tester chose "no answer" gets 504, as a gateway timing out.
 */
const simulatorMandateApi: RouteModule = (app, deps) => {
  if (deps.config.paymentGateway.kind !== "simulator") return;
  const keys = simulatorKeys(deps.config.sessionSecret);

  paymentSimulatorRoute(
    { method: "POST", path: SIMULATOR_MANDATE_API, body: encryptedApiRequest },
    {
      config: { access: access.gateway },
      summary: "Charge or cancel a card mandate, as CCAvenue's API answers it (text: status=0&enc_response=…)",
      handler: async (request, { reply }) => {
        const answer = await answerMandateCall(deps.db, keys, request.body, deps.now());
        reply.type("text/plain; charset=utf-8").header("cache-control", "no-store");
        return "noAnswer" in answer ? reply.status(504).send("Gateway Timeout") : reply.send(answer.body);
      },
    },
  )(app, deps);
};

export default simulatorMandateApi;
