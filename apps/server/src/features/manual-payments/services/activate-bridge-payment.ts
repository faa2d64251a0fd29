import { and, eq, or } from "drizzle-orm";
import { normaliseReference } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { conflict, notFound } from "../../../errors.ts";
import { activateManualPayment, type ActivationOutcome } from "./activate-manual-payment.ts";

/**
 * The bridge service's "activate user payment with userId and transactionId". The transaction id is the
 * order number the customer was given (and UPI carried as its note), or the bank's reference they
 * entered (UTR, cheque or DD number): a statement line names one or the other. It must belong to that
 * user; activation itself is the admin page's, exactly once.
 */
export async function activateBridgePayment(
  deps: AppDeps,
  adminId: number,
  userId: number,
  transactionId: string,
): Promise<ActivationOutcome> {
  const o = schema.orders;
  const m = schema.manualPayments;
  const wanted = transactionId.trim();
  const matches = await deps.db
    .select({ id: o.id, orderNumber: o.orderNumber })
    .from(o)
    .innerJoin(m, eq(m.orderId, o.id))
    .where(
      and(eq(o.userId, userId), eq(o.gateway, "ManualPayment"), or(eq(o.orderNumber, wanted), eq(m.reference, normaliseReference(wanted)))),
    );
  if (matches.length === 0) throw notFound(`User ${userId} has no manual payment with transaction id ${wanted}.`);
  if (matches.length > 1) {
    throw conflict(
      `Transaction id ${wanted} matches ${matches.length} payments of user ${userId} (${matches.map((row) => row.orderNumber).join(", ")}); activate by order number.`,
    );
  }
  return activateManualPayment(deps, adminId, matches[0]!.id, "BridgeActivateUserPayment");
}
