import { eq } from "drizzle-orm";
import { manualPaymentModeInfo, snapshotCharge, type ManualPaymentDeclaration } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { manualPaymentReceivedMail, manualPaymentRefundedMail } from "../../../integrations/mail/manual-payment-mails.ts";
import type { Order } from "../../payments/index.ts";
import type { Transaction } from "../../../database/transaction.ts";

/** Who a manual payment's mails go to: the order's account. */
async function buyerOf(tx: Transaction, order: Order): Promise<{ email: string; name: string } | undefined> {
  const [user] = await tx
    .select({ email: schema.users.email, name: schema.users.fullName })
    .from(schema.users)
    .where(eq(schema.users.id, order.userId));
  return user;
}

/** Queues the acknowledgement in the submission's transaction (the outbox): it goes out if and only if the payment is recorded. */
export async function queueManualPaymentReceived(
  deps: AppDeps,
  tx: Transaction,
  order: Order,
  declaration: ManualPaymentDeclaration,
): Promise<void> {
  const user = await buyerOf(tx, order);
  if (!user) return;
  await enqueueMail(
    tx,
    manualPaymentReceivedMail({
      email: user.email,
      name: user.name,
      orderNumber: order.orderNumber,
      items: snapshotCharge(order.quote).items.map((line) => line.name),
      currency: order.currency,
      amount: order.amount,
      mode: declaration.mode,
      reference: declaration.reference,
      activation: manualPaymentModeInfo[declaration.mode].activation,
      manageUrl: `${deps.config.publicUrl}/my-investar/manage-subscription`,
    }),
  );
}

/** Queues the refund mail of a payment, manual or by card, in the transaction that settles the refund. */
export async function queueManualPaymentRefunded(
  deps: AppDeps,
  tx: Transaction,
  order: Order,
  refund: { amount: number; full: boolean; to: "wallet" | "gateway"; reference?: string | null },
): Promise<void> {
  const user = await buyerOf(tx, order);
  if (!user) return;
  await enqueueMail(
    tx,
    manualPaymentRefundedMail({
      email: user.email,
      name: user.name,
      orderNumber: order.orderNumber,
      currency: order.currency,
      ...refund,
      manageUrl: `${deps.config.publicUrl}/my-investar/manage-subscription`,
    }),
  );
}
