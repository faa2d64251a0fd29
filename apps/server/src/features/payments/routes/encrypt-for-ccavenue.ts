import { encryptForCcavenue as contract } from "@investar/contract/payments/encrypt-for-ccavenue";
import { access } from "../../../auth/access.ts";
import { requireSelfOrAdmin } from "../../../auth/principal.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import { checkoutByCard } from "../../checkout/index.ts";
import { openPaymentRequest } from "../../checkout/index.ts";
import { route } from "./route.ts";

/**
 * docs/business-rules.md#api-payment `POST payment/EncryptFor{card gateway}` (ADR 0007): the body is docs/business-rules.md#payment-request's payment request,
 * encrypted by the page (docs/business-rules.md#payment-request-encryption). The answer is the form the browser posts to the gateway.
 */
export default route(contract, {
  // Anonymous callers learn nothing about the payload: 401 before it is even opened; the id inside is checked once it is.
  config: { access: access.self("handler", "the encrypted payment request's userId") },
  summary:
    "Start a card payment: the encrypted payment request is re-quoted by the server, an order is made for that quote, and the gateway's checkout form is answered",
  handler: async (request, { deps }) => {
    const paymentRequest = await openPaymentRequest(deps, request.body);
    await requireSelfOrAdmin(request, paymentRequest.userId);
    // The page that started the payment says the language the customer returns to (docs/adr/0059-hindi-with-lingui.md).
    return checkoutByCard(deps, paymentRequest, requestLanguage(request));
  },
});
