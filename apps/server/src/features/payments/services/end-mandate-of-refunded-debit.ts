import { and, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";
import type { AppDeps } from "../../../deps.ts";
import { autoRenewOffAfterRefundMail } from "../../../integrations/mail/auto-renew-mails.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import type { Order } from "./on-order-paid.ts";
import type { TakenBack } from "./take-back-refunded-order.ts";

/**
 * docs/business-rules.md#auto-renew-odd-states: a full refund of a renewal a mandate paid ends that period as
 * any refund does (takeBackRefundedOrder), and cancels the mandate, in the refund's transaction, so it is
 * never charged again until the customer turns auto-renew on again (a new mandate). The gateway is told by
 * the renewal pass (gateway_cancel_due: nothing outside is called in this transaction); the customer by mail.
 */
export async function endMandateOfRefundedDebit(
  deps: AppDeps,
  tx: Transaction,
  order: Order,
  takenBack: TakenBack | null,
): Promise<boolean> {
  const d = schema.mandateDebits;
  const m = schema.cardMandates;
  const [debit] = await tx.select({ mandateId: d.mandateId }).from(d).where(eq(d.orderId, order.id)).limit(1);
  if (!debit) return false;
  const now = deps.now();
  const [cancelled] = await tx
    .update(m)
    .set({
      status: "cancelled",
      endedAt: now,
      endedReason: `Cancelled by the refund of the renewal ${order.orderNumber}; the customer may turn auto-renew on again`,
      gatewayCancelDue: true,
    })
    .where(and(eq(m.id, debit.mandateId), eq(m.status, "active")))
    .returning();
  if (!cancelled) return false;
  const [customer] = await tx
    .select({ email: schema.users.email, name: schema.users.fullName, language: schema.users.language })
    .from(schema.users)
    .where(eq(schema.users.id, order.userId));
  await enqueueMail(
    tx,
    autoRenewOffAfterRefundMail({
      to: customer!.email,
      name: customer!.name,
      language: customer!.language,
      isMobile: cancelled.kind === "mobile",
      amount: order.amount,
      currency: order.currency,
      orderNumber: order.orderNumber,
      card: cancelled,
      lastDay: takenBack?.ended === false ? takenBack.expiryAfter : null,
      manageUrl: `${deps.config.publicUrl.replace(/\/$/, "")}/my-investar/manage-subscription`,
    }),
  );
  return true;
}
