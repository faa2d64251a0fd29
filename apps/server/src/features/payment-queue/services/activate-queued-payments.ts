import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { activateManualPayment } from "../../manual-payments/index.ts";

export interface BulkActivationResult {
  paymentId: number;
  orderNumber: string | null;
  outcome: "activated" | "already-activated" | "failed";
  message: string;
}

/**
 * Bulk activation from the payment queue (docs/business-rules.md#payment-queue): each payment is activated
 * by the one activation use-case, in its own transaction and exactly once (docs/business-rules.md#manual-payment-lifecycle),
 * one after the other; a payment that can't be activated is reported with its reason and the others go on.
 * The same id twice in one request is activated once. `unexpected` carries an error that was not a refusal,
 * for the caller to log.
 */
export async function activateQueuedPayments(
  deps: AppDeps,
  adminId: number,
  paymentIds: readonly number[],
): Promise<{ results: BulkActivationResult[]; unexpected: unknown[] }> {
  const results: BulkActivationResult[] = [];
  const unexpected: unknown[] = [];
  for (const paymentId of new Set(paymentIds)) {
    try {
      const done = await activateManualPayment(deps, adminId, paymentId, "ActivateManualPayment");
      results.push({ paymentId, orderNumber: done.order.orderNumber, outcome: done.outcome, message: done.message });
    } catch (error) {
      if (!(error instanceof AppError)) unexpected.push(error);
      const message =
        error instanceof AppError
          ? error.message
          : `Payment ${paymentId} was not activated: something went wrong. Nothing was changed; try it again.`;
      results.push({ paymentId, orderNumber: null, outcome: "failed", message });
    }
  }
  return { results, unexpected };
}
