import type { ManualPaymentsPageServices } from "@investar/contract/pages/manual-payments";
import type { AppDeps } from "../../deps.ts";
import { countPendingManualPayments } from "./services/count-pending-manual-payments.ts";
import { listMyManualPayments } from "./services/list-my-manual-payments.ts";
import { listPaymentUsers } from "./services/list-payment-users.ts";

/** My Subscription's and the back office's manual payment services, bound to this app's dependencies. */
export function manualPaymentsPageServices(deps: AppDeps): ManualPaymentsPageServices {
  return {
    listManualPayments: (userId) => listMyManualPayments(deps, userId),
    listManualPaymentUsers: (isManualPayment, page) => listPaymentUsers(deps, isManualPayment, page),
    countPendingManualPayments: () => countPendingManualPayments(deps),
  };
}
