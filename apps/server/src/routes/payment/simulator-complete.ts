import { z } from "zod";
import type { RouteModule } from "../../http/app-types.ts";
import { paymentPaths } from "../../integrations/gateway/payment-paths.ts";
import {
  decideSimulatedTransaction,
  openSimulatedTransaction,
  type SimulatedDecision,
} from "../../integrations/gateway/simulator/simulator-book.ts";
import { simulatorKeys } from "../../integrations/gateway/simulator/simulator-keys.ts";
import { errorPage, returnPage, sendPage } from "../../integrations/gateway/simulator/simulator-pages.ts";
import { openSimulatorRequest, SimulatorRequestError } from "../../integrations/gateway/simulator/simulator-request.ts";
import { simulatedEncResp } from "../../integrations/gateway/simulator/simulator-response.ts";

const decisions = { Success: "Successful", Failure: "Unsuccessful", Aborted: "Aborted" } as const satisfies Record<
  string,
  SimulatedDecision
>;
const headlines: Record<SimulatedDecision, string> = {
  Successful: "Payment successful",
  Unsuccessful: "Payment failed",
  Aborted: "Payment cancelled",
};

/**
 * A button on the simulator's page was pressed. Like a real gateway, the simulator first records the
 * outcome in its own books (which its status API answers from), then sends the customer back to the
 * shop with `encResp`. So a return that never arrives can still be settled by reconciliation.
 */
const simulatorComplete: RouteModule = (app) => {
  if (app.deps.config.paymentGateway.kind !== "simulator") return;
  const keys = simulatorKeys(app.deps.config.sessionSecret);

  app.post(
    paymentPaths.simulatorComplete,
    {
      schema: {
        tags: ["payment simulator"],
        summary: "Record the simulated outcome and post encResp back to the shop (HTML)",
        body: z.object({
          encRequest: z.string().min(1).max(20_000),
          access_code: z.string().min(1).max(100),
          outcome: z.enum(["Success", "Failure", "Aborted"]),
        }),
      },
    },
    async (request, reply) => {
      let checkout;
      try {
        checkout = openSimulatorRequest(keys, request.body.encRequest, request.body.access_code);
      } catch (error) {
        if (error instanceof SimulatorRequestError) return sendPage(reply, errorPage(error.message), 400);
        throw error;
      }
      const now = app.deps.now();
      await openSimulatedTransaction(app.deps.db, checkout, now);
      const decided = await decideSimulatedTransaction(app.deps.db, checkout.orderNumber, decisions[request.body.outcome], now);
      if (!decided || decided.status === "Initiated" || decided.amount !== checkout.amountText || decided.currency !== checkout.currency) {
        return sendPage(reply, errorPage(`Order ${checkout.orderNumber} cannot be completed with this request.`), 409);
      }
      const transaction = { ...decided, status: decided.status };
      return sendPage(
        reply,
        returnPage({
          action: transaction.status === "Aborted" ? checkout.cancelUrl : checkout.redirectUrl,
          encResp: simulatedEncResp(keys, checkout, transaction, now),
          orderNumber: checkout.orderNumber,
          headline: headlines[transaction.status],
          nonce: reply.pageNonce(),
        }),
      );
    },
  );
};

export default simulatorComplete;
