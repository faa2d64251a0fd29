import { activateQueuedPayments as contract } from "@investar/contract/payment-queue/activate-queued-payments";
import { access } from "../../../auth/access.ts";
import { activateQueuedPayments } from "../services/activate-queued-payments.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary:
    "Admin: activate several manual payments that match the bank statement, each exactly once in its own transaction; answers each one's outcome and why any failed",
  handler: async (request, { deps, caller: admin }) => {
    const { results, unexpected } = await activateQueuedPayments(deps, admin.userId, request.body.paymentIds);
    for (const error of unexpected) request.log.error({ err: error }, "bulk activation: a payment failed unexpectedly");
    const tally = (outcome: (typeof results)[number]["outcome"]) => results.filter((r) => r.outcome === outcome).length;
    return { results, activated: tally("activated"), alreadyActivated: tally("already-activated"), failed: tally("failed") };
  },
});
