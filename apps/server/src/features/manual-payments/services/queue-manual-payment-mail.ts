import { eq } from "drizzle-orm";
import { manualPaymentModeInfo, snapshotCharge, type ManualPaymentDeclaration } from "@investar/core";
import { itemNamesIn } from "../../catalogue/index.ts";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { enqueueMail, type OutgoingMail } from "../../../integrations/mail/enqueue-mail.ts";
import {
  manualPaymentActivatedMail,
  manualPaymentReceivedMail,
  manualPaymentRefundedMail,
  manualPaymentRejectedMail,
} from "../../../integrations/mail/manual-payment-mails.ts";
import { supportAddress } from "../../business/index.ts";
import { orderBuyer, receiptFacts } from "../../checkout/index.ts";
import { MY_SUBSCRIPTION_PATH } from "./pending-basket.ts";
import { asSubscriptionOrder, isWebinarOrder, type Order } from "../../payments/index.ts";
import type { Transaction } from "../../../database/transaction.ts";

async function webinarStillOn(tx: Transaction, webinarId: number): Promise<boolean> {
  const [webinar] = await tx.select({ status: schema.webinars.status }).from(schema.webinars).where(eq(schema.webinars.id, webinarId));
  return webinar !== undefined && webinar.status !== "cancelled";
}

/**
 * What every mail about an order's payment says of it: to whom, which order, what it buys (its add-ons by the Hindi
 * names staff gave them for a Hindi buyer, docs/adr/0059-hindi-with-lingui.md), and where to see it.
 */
async function orderNotice(deps: AppDeps, tx: Transaction, user: { email: string; name: string; language: string | null }, order: Order) {
  const named = await itemNamesIn(tx, user.language);
  const lines = isWebinarOrder(order) ? null : asSubscriptionOrder(order).quote.summary.productAndAmounts;
  return {
    email: user.email,
    name: user.name,
    language: user.language,
    orderNumber: order.orderNumber,
    items: lines ? lines.map((line) => named(line.Id, line.Name)) : snapshotCharge(order.quote).items.map((line) => line.name),
    currency: order.currency,
    amount: order.amount,
    manageUrl: `${deps.config.publicUrl}${MY_SUBSCRIPTION_PATH}`,
  };
}

/** Queues, in `tx`, the mail `write` makes of the order's notice to its buyer (none when the buyer's account is gone). */
async function queueToBuyer(
  deps: AppDeps,
  tx: Transaction,
  order: Order,
  write: (notice: Awaited<ReturnType<typeof orderNotice>>) => OutgoingMail | Promise<OutgoingMail>,
): Promise<void> {
  const user = await orderBuyer(tx, order);
  if (user) await enqueueMail(tx, await write(await orderNotice(deps, tx, user, order)));
}

/** Queues the acknowledgement in the submission's transaction (the outbox): it goes out if and only if the payment is recorded. */
export async function queueManualPaymentReceived(
  deps: AppDeps,
  tx: Transaction,
  order: Order,
  declaration: ManualPaymentDeclaration,
): Promise<void> {
  await queueToBuyer(deps, tx, order, (notice) =>
    manualPaymentReceivedMail({
      ...notice,
      mode: declaration.mode,
      reference: declaration.reference,
      activation: manualPaymentModeInfo[declaration.mode].activation,
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
  await queueToBuyer(deps, tx, order, (notice) => manualPaymentRefundedMail({ ...notice, ...refund }));
}

/** Queues the rejection mail in the rejection's transaction: the reason staff gave and what the customer can do next. */
export async function queueManualPaymentRejected(
  deps: AppDeps,
  tx: Transaction,
  order: Order,
  manual: { mode: string; reference: string | null },
  reason: string,
): Promise<void> {
  await queueToBuyer(deps, tx, order, async (notice) =>
    manualPaymentRejectedMail({
      ...notice,
      mode: manual.mode,
      reference: manual.reference,
      reason,
      supportEmail: await supportAddress(deps, tx),
    }),
  );
}

/**
 * Queues the activation mail in the activation's transaction, after activation issued the invoice, so the
 * invoice goes with it (docs/business-rules.md#manual-payment-mails). It replaces the receipt for a manual payment.
 */
export async function queueManualPaymentActivated(
  deps: AppDeps,
  tx: Transaction,
  order: Order,
  manual: { mode: string; reference: string | null },
): Promise<void> {
  // A seat in a webinar cancelled before the payment was confirmed was never booked: the money went to the wallet (ADR 0017).
  if (isWebinarOrder(order) && !(await webinarStillOn(tx, order.quote.webinar.id))) return;
  const receipt = await receiptFacts(deps, tx, order, async () => {
    const [invoice] = await tx.select().from(schema.invoices).where(eq(schema.invoices.orderId, order.id)).limit(1);
    return invoice;
  });
  if (!receipt) return;
  await enqueueMail(tx, manualPaymentActivatedMail({ ...receipt, mode: manual.mode, reference: manual.reference }));
}
