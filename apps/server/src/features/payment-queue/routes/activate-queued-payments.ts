import { activateQueuedPayments as contract } from "@investar/contract/payment-queue/activate-queued-payments";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { activateQueuedPayments } from "../services/activate-queued-payments.ts";

const activateQueuedPaymentsRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: ["payment admin"],
    summary:
      "Admin: activate several manual payments that match the bank statement, each exactly once in its own transaction; answers each one's outcome and why any failed",
    handler: async (request) => {
      const admin = await callerOf(request);
      const { results, unexpected } = await activateQueuedPayments(deps, admin.userId, request.body.paymentIds);
      for (const error of unexpected) request.log.error({ err: error }, "bulk activation: a payment failed unexpectedly");
      const tally = (outcome: (typeof results)[number]["outcome"]) => results.filter((r) => r.outcome === outcome).length;
      return { results, activated: tally("activated"), alreadyActivated: tally("already-activated"), failed: tally("failed") };
    },
  });

export default activateQueuedPaymentsRoute;
