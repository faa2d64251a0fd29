import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { requireSelfOrAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { checkoutByCard } from "../../checkout/index.ts";
import { openPaymentRequest } from "../../checkout/index.ts";

/**
 * docs/business-rules.md#api-payment `POST payment/EncryptFor{card gateway}` (ADR 0007): the body is docs/business-rules.md#payment-request's payment request,
 * encrypted by the page (docs/business-rules.md#payment-request-encryption). The answer is the form the browser posts to the gateway.
 */
const encryptForCcavenue: RouteModule = (app, deps) => {
  app.post(
    "/api/payment/EncryptForCCAvenue",
    {
      // Anonymous callers learn nothing about the payload: 401 before it is even opened; the id inside is checked once it is.
      config: { access: access.self("handler", "the encrypted payment request's userId") },
      schema: {
        tags: ["payment"],
        summary:
          "Start a card payment: the encrypted payment request is re-quoted by the server, an order is made for that quote, and the gateway's checkout form is answered",
        security: [{ bearer: [] }],
        body: z
          .string()
          .min(1, "The payment request is missing.")
          .max(20_000, "The payment request is too long.")
          .describe(
            "base64 of the payment request {form, selItems, target, userId, currency, paymentGateway, paymentOption} encrypted as core's encryptPaymentRequest does (a JSON string, or text/plain)",
          ),
        response: {
          200: z.object({
            action: z.string().describe("Where the browser posts the form (the gateway, or our simulator)"),
            fields: z.object({ encRequest: z.string(), access_code: z.string() }),
          }),
        },
      },
    },
    async (request) => {
      const paymentRequest = await openPaymentRequest(deps, request.body);
      await requireSelfOrAdmin(request, paymentRequest.userId);
      return checkoutByCard(deps, paymentRequest);
    },
  );
};

export default encryptForCcavenue;
