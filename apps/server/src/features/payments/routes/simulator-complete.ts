import { upiVpaProblem } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { paymentPaths } from "../../../integrations/gateway/payment-paths.ts";
import {
  decideSimulatedTransaction,
  openSimulatedTransaction,
  type SimulatedDecision,
} from "../../../integrations/gateway/simulator/simulator-book.ts";
import { simulatorKeys } from "../../../integrations/gateway/simulator/simulator-keys.ts";
import { registerSimulatedMandate, SIMULATED_MANDATE_CHOICES } from "../../../integrations/gateway/simulator/simulator-mandates.ts";
import { checkoutPage, errorPage, returnPage, sendPage } from "../../../integrations/gateway/simulator/simulator-pages.ts";
import { openSimulatorRequest, SimulatorRequestError } from "../../../integrations/gateway/simulator/simulator-request.ts";
import { simulatedEncResp } from "../../../integrations/gateway/simulator/simulator-response.ts";
import { paymentSimulatorRoute } from "./route.ts";

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
const simulatorComplete: RouteModule = (app, deps) => {
  if (deps.config.paymentGateway.kind !== "simulator") return;
  const keys = simulatorKeys(deps.config.sessionSecret);

  paymentSimulatorRoute(
    {
      method: "POST",
      path: paymentPaths.simulatorComplete,
      body: z.object({
        encRequest: z.string().min(1).max(20_000),
        access_code: z.string().min(1).max(100),
        outcome: z.enum(["Success", "Failure", "Aborted"]),
        vpa: z.string().max(300).optional().describe("The payer's UPI ID, when the request asked for UPI"),
        mandate: z
          .enum(SIMULATED_MANDATE_CHOICES)
          .default("succeed")
          .describe("When the request asks for a card mandate: how its later debits answer, or refuse: the card refuses it"),
      }),
    },
    {
      config: { access: access.gateway },
      summary: "Record the simulated outcome and post encResp back to the shop (HTML)",
      handler: async (request, { reply }) => {
        let checkout;
        try {
          checkout = openSimulatorRequest(keys, request.body.encRequest, request.body.access_code);
        } catch (error) {
          if (error instanceof SimulatorRequestError) return sendPage(reply, errorPage(error.message), 400);
          throw error;
        }
        // A UPI payment is only taken from a UPI ID: the page comes back with the reason, as a gateway's does.
        const vpaError =
          checkout.paymentOption === "upi" && request.body.outcome === "Success" ? upiVpaProblem(request.body.vpa ?? "") : null;
        if (vpaError) {
          const { encRequest, access_code: accessCode, vpa } = request.body;
          return sendPage(
            reply,
            checkoutPage({ checkout, encRequest, accessCode, completeUrl: paymentPaths.simulatorComplete, vpa, vpaError }),
            400,
          );
        }
        const now = deps.now();
        await openSimulatedTransaction(deps.db, checkout, now);
        const decided = await decideSimulatedTransaction(deps.db, checkout.orderNumber, decisions[request.body.outcome], now);
        if (
          !decided ||
          decided.status === "Initiated" ||
          decided.amount !== checkout.amountText ||
          decided.currency !== checkout.currency
        ) {
          return sendPage(reply, errorPage(`Order ${checkout.orderNumber} cannot be completed with this request.`), 409);
        }
        const transaction = { ...decided, status: decided.status };
        // The gateway registers the mandate a paid request asked for, and answers its si_* fields with the payment.
        const mandate =
          transaction.status === "Successful" && checkout.standingInstruction
            ? await registerSimulatedMandate(
                deps.db,
                checkout.standingInstruction,
                checkout.orderNumber,
                checkout.currency,
                now,
                request.body.mandate,
              )
            : {};
        return sendPage(
          reply,
          returnPage({
            action: transaction.status === "Aborted" ? checkout.cancelUrl : checkout.redirectUrl,
            encResp: simulatedEncResp(keys, checkout, transaction, now, mandate),
            orderNumber: checkout.orderNumber,
            headline: headlines[transaction.status],
            nonce: reply.pageNonce(),
          }),
        );
      },
    },
  )(app, deps);
};

export default simulatorComplete;
