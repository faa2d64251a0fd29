import { z } from "zod";
import type { FastifyReply } from "fastify";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { paymentPaths } from "../../../integrations/gateway/payment-paths.ts";
import { openSimulatedTransaction } from "../../../integrations/gateway/simulator/simulator-book.ts";
import { simulatorKeys } from "../../../integrations/gateway/simulator/simulator-keys.ts";
import { checkoutPage, errorPage, sendPage } from "../../../integrations/gateway/simulator/simulator-pages.ts";
import { openSimulatorRequest, SimulatorRequestError } from "../../../integrations/gateway/simulator/simulator-request.ts";
import { paymentSimulatorRoute } from "./route.ts";

const checkoutRequest = z.object({ encRequest: z.string().min(1).max(20_000), access_code: z.string().min(1).max(100) });

/**
 * The simulator's hosted checkout page (docs/architecture.md#payment-simulator), only with PAYMENT_GATEWAY=simulator. It takes
 * CCAvenue's `encRequest` + `access_code` as a form post, as the real gateway does, and as a query
 * for a plain link; it opens the order in the simulator's books and shows the three buttons.
 */
const simulatorCheckout: RouteModule = (app, deps) => {
  if (deps.config.paymentGateway.kind !== "simulator") return;
  const keys = simulatorKeys(deps.config.sessionSecret);

  const show = async (reply: FastifyReply, input: z.infer<typeof checkoutRequest>) => {
    let checkout;
    try {
      checkout = openSimulatorRequest(keys, input.encRequest, input.access_code);
    } catch (error) {
      if (error instanceof SimulatorRequestError) return sendPage(reply, errorPage(error.message), 400);
      throw error;
    }
    const booked = await openSimulatedTransaction(deps.db, checkout, deps.now());
    if (booked.status !== "Initiated")
      return sendPage(reply, errorPage(`Order ${checkout.orderNumber} has already been processed (${booked.status}).`), 409);
    if (booked.amount !== checkout.amountText || booked.currency !== checkout.currency) {
      return sendPage(reply, errorPage(`Order ${checkout.orderNumber} was started for another amount.`), 409);
    }
    return sendPage(
      reply,
      checkoutPage({ checkout, encRequest: input.encRequest, accessCode: input.access_code, completeUrl: paymentPaths.simulatorComplete }),
    );
  };

  const config = { access: access.gateway };
  const summary = "The payment simulator's checkout page (HTML)";
  const path = paymentPaths.simulatorCheckout;
  paymentSimulatorRoute(
    { method: "POST", path, body: checkoutRequest },
    { config, summary, handler: (request, { reply }) => show(reply, request.body) },
  )(app, deps);
  paymentSimulatorRoute(
    { method: "GET", path, query: checkoutRequest },
    { config, summary, handler: (request, { reply }) => show(reply, request.query) },
  )(app, deps);
};

export default simulatorCheckout;
