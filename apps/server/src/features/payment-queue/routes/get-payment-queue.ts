import { getPaymentQueue as contract } from "@investar/contract/payment-queue/get-payment-queue";
import { access } from "../../../auth/access.ts";
import { getPaymentQueue } from "../services/get-payment-queue.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary:
    "Admin: manual payments awaiting verification, oldest first, with possible duplicates flagged (same basket, same reference); amounts in minor units",
  handler: (_request, { deps }) => getPaymentQueue(deps),
});
