import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { AppError } from "../../../errors.ts";
import { paymentPaths } from "../../../integrations/gateway/payment-paths.ts";
import { receiveGatewayResponse } from "../services/receive-gateway-response.ts";
import { route } from "./route.ts";

/**
 * The card gateway's return URL (redirect_url and cancel_url): the customer's browser posts `encResp`
 * here after paying, failing or cancelling. Public: it arrives from the gateway's site, where our
 * SameSite=Lax session cookie is not sent, so the encrypted response identifies the order, not a session.
 */
export default route(
  {
    method: "POST",
    path: paymentPaths.gatewayReturn,
    body: z.object({
      encResp: z.string().min(1, "The payment response is missing.").max(20_000),
      orderNo: z.string().max(64).optional(),
    }),
  },
  {
    config: { access: access.gateway },
    summary: "The card gateway's return: settle the order, then show the customer the outcome",
    handler: async (request, { deps, reply }) => {
      try {
        const received = await receiveGatewayResponse(deps, request.body);
        if (received.note) {
          const line = { orderNumber: received.orderNumber, status: received.status };
          if (received.alarm) request.log.error(line, `payment return: ${received.note}`);
          else request.log.warn(line, `payment return: ${received.note}`);
        }
        return reply.redirect(received.outcomePage, 303);
      } catch (error) {
        if (error instanceof AppError)
          request.log.warn({ code: error.code, orderNo: request.body.orderNo ?? null }, `payment return refused: ${error.message}`);
        throw error;
      }
    },
  },
);
