import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { orderBuyer } from "./order-buyer.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { receiptMail, type Receipt } from "../../../integrations/mail/receipt-mails.ts";
import { mailLocale } from "../../../integrations/mail/mail-text.ts";
import { issueReceiptVerificationLink } from "../../accounts/index.ts";
import { asSubscriptionOrder, isWebinarOrder, type Order } from "../../payments/index.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { invoiceAttachment, issueInvoice, type Invoice } from "../../invoices/index.ts";
import { mobileAppLinksIn } from "../../business/index.ts";
import { itemNamesIn } from "../../catalogue/index.ts";

/**
 * Queues the receipt in the activation's transaction (the outbox): it goes out if and only if the activation
 * commits. It carries the order's tax invoice, issued here if the activation has not yet (issuing is
 * idempotent), named by its id and drawn as a PDF when the mail is sent (ADR 0039).
 */
export async function queueReceiptMail(deps: AppDeps, tx: Transaction, order: Order): Promise<void> {
  // A manual payment gets its own activation mail instead, with the invoice, from the staff's activation
  // (docs/business-rules.md#manual-payment-mails): one mail per activation, not two.
  if (order.gateway === "ManualPayment") return;
  const receipt = await receiptFacts(deps, tx, order, () => issueInvoice(deps, tx, order));
  if (receipt) await enqueueMail(tx, receiptMail({ ...receipt, test: deps.config.testMode }));
}

/**
 * What every receipt of a paid order says, the card receipt and a manual payment's activation mail alike: to
 * whom, what was bought, its invoice and the address-verification link (null: no buyer, or nothing to tell).
 * `invoiceOf` finds or issues the order's invoice.
 */
export async function receiptFacts(
  deps: AppDeps,
  tx: Transaction,
  order: Order,
  invoiceOf: () => Promise<Invoice | null | undefined>,
): Promise<(Omit<Receipt, "test"> & { invoice: NonNullable<Receipt["invoice"]> | null }) | null> {
  const user = await orderBuyer(tx, order);
  if (!user) return null;
  const what = await receiptSubject(deps, tx, order, user.language);
  if (!what) return null;
  const invoice = await invoiceOf();
  // docs/business-rules.md#sign-up-to-pay: a buyer who signed up at the checkout verifies the address from the receipt.
  const verifyLink = await issueReceiptVerificationLink(deps, tx, user, new URL(what.manageUrl).pathname);
  return {
    email: user.email,
    name: user.name,
    language: user.language,
    orderNumber: order.orderNumber,
    currency: order.currency,
    charged: order.amount,
    invoice: invoice ? { number: invoice.number, attachment: invoiceAttachment(invoice, order.orderNumber) } : null,
    verifyLink,
    ...what,
  };
}

/**
 * What the receipt says was bought, where to see it, and what part GST and the wallet paid (null: no subscription
 * history to tell), in the buyer's language (ADR 0060); add-ons by the Hindi names staff gave them for a Hindi buyer
 * (docs/adr/0059-hindi-with-lingui.md, the last points), editions and plans as the catalogue names them.
 */
async function receiptSubject(
  deps: AppDeps,
  tx: Transaction,
  order: Order,
  language: string | null,
): Promise<Pick<Receipt, "bought" | "manageUrl" | "walletPaid" | "gst" | "mobileApp"> | null> {
  const { t, dateTime } = mailLocale(language);
  if (isWebinarOrder(order)) {
    const { webinar, price } = order.quote;
    return {
      bought: { kind: "webinar", title: webinar.title, startsAt: dateTime(new Date(webinar.dateTime)) },
      manageUrl: `${deps.config.publicUrl}/education/my-webinars`,
      walletPaid: 0,
      gst: price.gst,
    };
  }
  const [history] = await tx
    .select({ expiry: schema.subscriptionHistory.expiryDate })
    .from(schema.subscriptionHistory)
    .where(eq(schema.subscriptionHistory.orderId, order.id));
  if (!history) return null;
  const { selection, summary } = asSubscriptionOrder(order).quote;
  const named = await itemNamesIn(tx, language);
  const description = t("receipt.description", {
    product: selection.product,
    app: selection.isMobile ? t("receipt.description.app") : "",
    plan: selection.plan,
    addons:
      selection.addons.length > 0
        ? t("receipt.description.addons", { addons: selection.addons.map((addon) => named(addon)).join(", ") })
        : "",
  });
  return {
    bought: {
      kind: "subscription",
      description,
      expiry: history.expiry,
    },
    manageUrl: `${deps.config.publicUrl}/my-investar/manage-subscription`,
    walletPaid: summary.totalDeduction,
    gst: summary.gst,
    mobileApp: selection.isMobile ? await mobileAppLinksIn(deps, tx) : null,
  };
}
