import { setManualPaymentReference as contract } from "@investar/contract/manual-payments/set-manual-payment-reference";
import { access } from "../../../auth/access.ts";
import { setManualPaymentReference } from "../services/set-manual-payment-reference.ts";
import { paymentInUnits } from "./manual-payment-schemas.ts";
import { paymentRoute } from "./route.ts";

export default paymentRoute(contract, {
  config: { access: access.user },
  summary:
    "The customer adds (or corrects) the UTR of their own manual payment while it waits for verification: 403 for someone else's, 409 once it is settled",
  handler: async (request, { deps, caller }) => {
    const { paymentId: id, reference } = request.body;
    return paymentInUnits(await setManualPaymentReference(deps, caller.userId, id, reference));
  },
});
