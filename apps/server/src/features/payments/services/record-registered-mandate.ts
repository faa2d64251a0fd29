import { and, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { readRegisteredMandate } from "../../../integrations/gateway/ccavenue-mandate.ts";
import type { GatewayResponseFields } from "../../../integrations/gateway/card-gateway.ts";
import type { Order } from "./on-order-paid.ts";

const r = schema.mandateRequests;
const m = schema.cardMandates;

/**
 * Records what the gateway's return says of the mandate a paid order asked for (docs/business-rules.md#auto-renew-opt-in,
 * ADR 0047): the mandate, active from now, or the refusal in the gateway's words. It runs in the transaction
 * that moves the order to paid, so it happens once; a return that arrives after reconciliation paid the
 * order runs it on its own, and it acts only on a request still open, so a second return changes nothing.
 * The answer must name the mandate this order asked for; any other is recorded as refused.
 */
export async function recordRegisteredMandate(deps: AppDeps, tx: Transaction, order: Order, fields: GatewayResponseFields): Promise<void> {
  const [request] = await tx
    .select()
    .from(r)
    .where(and(eq(r.orderId, order.id), eq(r.status, "requested")))
    .for("update");
  if (!request) return;
  const now = deps.now();
  const registered = readRegisteredMandate(fields);
  if (!registered.created || registered.merchantRef !== request.merchantRef) {
    const refusal = registered.created ? `the gateway's answer names mandate ${registered.merchantRef}` : registered.reason;
    await tx.update(r).set({ status: "refused", refusal, decidedAt: now }).where(eq(r.orderId, order.id));
    return;
  }
  // One active mandate per subscription: checkout refuses a second, so an active one here is from a payment
  // made alongside; the newer card takes over, and the older mandate is never charged again.
  await tx
    .update(m)
    .set({ status: "cancelled", endedAt: now, endedReason: `Replaced by the mandate of order ${order.orderNumber}` })
    .where(and(eq(m.userId, request.userId), eq(m.kind, request.kind), eq(m.status, "active")));
  const [mandate] = await tx
    .insert(m)
    .values({
      userId: request.userId,
      kind: request.kind,
      currency: request.currency,
      upperLimit: request.upperLimit,
      frequency: request.frequency,
      merchantRef: request.merchantRef,
      gatewayRef: registered.refNo,
      gatewaySubRef: registered.subRefNo,
      cardNetwork: registered.cardNetwork,
      cardLast4: registered.cardLast4,
      cardExpiry: registered.cardExpiry,
      orderNumber: order.orderNumber,
      createdAt: now,
    })
    .returning();
  await tx.update(r).set({ status: "registered", mandateId: mandate!.id, decidedAt: now }).where(eq(r.orderId, order.id));
}
