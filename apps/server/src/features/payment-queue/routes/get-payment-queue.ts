import { getPaymentQueue as contract } from "@investar/contract/payment-queue/get-payment-queue";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { getPaymentQueue } from "../services/get-payment-queue.ts";

const getPaymentQueueRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: ["payment admin"],
    summary:
      "Admin: manual payments awaiting verification, oldest first, with possible duplicates flagged (same basket, same reference); amounts in minor units",
    handler: () => getPaymentQueue(deps),
  });

export default getPaymentQueueRoute;
