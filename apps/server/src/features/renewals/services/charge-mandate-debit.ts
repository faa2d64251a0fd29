import { and, eq, isNull, notExists } from "drizzle-orm";
import { newOrderNumber, type QuoteSnapshot } from "@investar/core";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";
import type { AppDeps } from "../../../deps.ts";
import { GatewayQueryError } from "../../../integrations/gateway/card-gateway.ts";
import { createOrder, submitOrder } from "../../payments/index.ts";
import type { AutoRenewTarget } from "./auto-renew-targets.ts";
import { settleMandateDebit, type DebitOutcome } from "./settle-mandate-debit.ts";

const d = schema.mandateDebits;

/**
 * Charges one notified debit attempt exactly once (docs/business-rules.md#auto-renew-debit):
 *   1. its charge reference is claimed on the attempt (notified → charging) before anything else, so of
 *      any number of passes one goes on, and whatever happens next is found again under that reference;
 *   2. the order for the renewal, numbered with that reference, is made and handed to the gateway;
 *   3. the gateway is asked to charge the mandate (si_mer_charge_ref_no = the reference);
 *   4. the outcome is read back with the status query (settleMandateDebit), never taken on trust.
 * A crash or a lost answer after 1 leaves the attempt "charging", which every later pass settles the same way.
 */
export async function chargeMandateDebit(
  deps: AppDeps,
  debit: schema.MandateDebit,
  target: AutoRenewTarget,
  snapshot: QuoteSnapshot,
): Promise<DebitOutcome | "taken"> {
  const chargeRef = newOrderNumber(deps.now());
  // Under the customer's row lock, as createOrder refuses a purchase while a debit is charging
  // (docs/business-rules.md#auto-renew-odd-states): a customer at the card page paying for this subscription
  // by hand is let finish first; the next pass looks again.
  const claimed = await deps.db.transaction(async (tx) => {
    await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, debit.userId)).for("update");
    if (await customerPaying(tx, debit.userId, target.held.kind)) return null;
    const [row] = await tx
      .update(d)
      .set({ status: "charging", chargeRef, chargedAt: deps.now() })
      .where(and(eq(d.id, debit.id), eq(d.status, "notified"), isNull(d.chargeRef), eq(d.amount, snapshot.summary.total)))
      .returning();
    return row ?? null;
  });
  if (!claimed) return "taken";

  const order = await createOrder(deps, debit.userId, snapshot, "CCAvenue", { mandateDebit: { orderNumber: chargeRef } });
  await submitOrder(deps, order, {
    alongside: async (tx, pending) => {
      await tx.update(d).set({ orderId: pending.id }).where(eq(d.id, debit.id));
    },
  });
  let refusal: string | null = null;
  try {
    const answer = await deps.payments.mandates.charge({
      subRefNo: target.mandate.gatewaySubRef,
      chargeRef,
      amount: order.amount,
      currency: order.currency,
    });
    if (!answer.accepted) refusal = answer.reason;
  } catch (error) {
    // Unknown whether the charge arrived: the status query below, or a later pass's, tells.
    if (!(error instanceof GatewayQueryError)) throw error;
  }
  return settleMandateDebit(deps, claimed, target, refusal);
}

/** A card order of the customer's own for this subscription, handed to the gateway and not yet settled. */
async function customerPaying(tx: Transaction, userId: number, kind: "tool" | "mobile"): Promise<boolean> {
  const o = schema.orders;
  const [open] = await tx
    .select({ id: o.id })
    .from(o)
    .where(
      and(
        eq(o.userId, userId),
        eq(o.target, kind),
        eq(o.gateway, "CCAvenue"),
        eq(o.status, "pending"),
        notExists(tx.select({ id: d.id }).from(d).where(eq(d.orderId, o.id))),
      ),
    )
    .limit(1);
  return open !== undefined;
}
