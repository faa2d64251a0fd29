import { setManualPaymentReference as contract } from "@investar/contract/manual-payments/set-manual-payment-reference";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { setManualPaymentReference } from "../services/set-manual-payment-reference.ts";
import { paymentInUnits } from "./manual-payment-schemas.ts";

const setManualPaymentReferenceRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.user },
      schema: {
        tags: ["payment"],
        summary:
          "The customer adds (or corrects) the UTR of their own manual payment while it waits for verification: 403 for someone else's, 409 once it is settled",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { paymentId: id, reference } = request.body;
      return paymentInUnits(await setManualPaymentReference(deps, caller.userId, id, reference));
    },
  );
};

export default setManualPaymentReferenceRoute;
