import type { PaymentQueuePageServices } from "@investar/contract/pages/payment-queue";
import type { AppDeps } from "../../deps.ts";
import { getPaymentQueue } from "./services/get-payment-queue.ts";

/** /admin/payment-queue's services, bound to this app's dependencies. */
export function paymentQueuePageServices(deps: AppDeps): PaymentQueuePageServices {
  return { getPaymentQueue: () => getPaymentQueue(deps) };
}
