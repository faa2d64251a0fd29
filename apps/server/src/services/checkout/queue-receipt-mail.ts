import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { enqueueMail } from "../../integrations/mail/enqueue-mail.ts";
import { receiptMail } from "../../integrations/mail/receipt-mails.ts";
import type { Order } from "../payments/on-order-paid.ts";
import type { Transaction } from "../transaction.ts";

/** Queues the receipt in the activation's transaction (the outbox): it goes out if and only if the activation commits. */
export async function queueReceiptMail(deps: AppDeps, tx: Transaction, order: Order): Promise<void> {
  const [user] = await tx
    .select({ email: schema.users.email, name: schema.users.fullName })
    .from(schema.users)
    .where(eq(schema.users.id, order.userId));
  const [history] = await tx
    .select({ expiry: schema.subscriptionHistory.expiryDate })
    .from(schema.subscriptionHistory)
    .where(eq(schema.subscriptionHistory.orderId, order.id));
  if (!user || !history) return;
  const { selection, summary } = order.quote;
  const addons = selection.addons.length > 0 ? ` with ${selection.addons.join(", ")}` : "";
  const app = selection.isMobile ? " mobile app" : "";
  await enqueueMail(
    tx,
    receiptMail({
      email: user.email,
      name: user.name,
      orderNumber: order.orderNumber,
      description: `Investar ${selection.product}${app} (${selection.plan} plan)${addons}`,
      expiry: history.expiry,
      currency: order.currency,
      charged: order.amount,
      walletPaid: summary.totalDeduction,
      gst: summary.gst,
      manageUrl: `${deps.config.publicUrl}/my-investar/manage-subscription`,
      test: deps.config.testMode,
    }),
  );
}
