import { and, eq } from "drizzle-orm";
import {
  basketOfPurchase,
  basketOfSnapshot,
  checkManualPayment,
  indiaToday,
  MANUAL_PAYMENT_INITIAL_STATUS,
  manualPaymentModeInfo,
  oneOffPurchase,
  purchaseOfSnapshot,
  type ManualPaymentDeclaration,
  type ManualPaymentFormInput,
  type Purchase,
} from "@investar/core";
import { isUniqueViolation, schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError, badRequest, conflict, notFound, throwIfInvalid } from "../../../errors.ts";
import type { Order } from "../../payments/index.ts";
import { priceOrder } from "../../checkout/index.ts";
import { submitOrder } from "../../payments/index.ts";
import { manualCurrencyProblems } from "./manual-purchase.ts";
import { toPaymentSummary, type PaymentSummary } from "./payment-rows.ts";
import { HELD_REFERENCE_INDEX, referenceUsedMessage } from "./reference-claims.ts";
import { refusePendingBasket } from "./pending-basket.ts";
import { queueManualPaymentReceived } from "./queue-manual-payment-mail.ts";
import { upiPaymentRequest, type UpiPaymentRequest } from "./upi-payment-request.ts";

/**
 * docs/business-rules.md#payment-request's payment request for ManualPayment: what is bought (or the UPI
 * request StartUpiPayment already made for it, by order number) and the form about the payment.
 */
export type ManualPaymentSubmission = (
  { purchase: Purchase; form: ManualPaymentFormInput } | { orderNumber: string; form: ManualPaymentFormInput }
) & {
  /** The customer confirmed, on the refusal, that they paid again while a payment for the basket is pending. */
  confirmDuplicate?: boolean;
};

export interface SubmittedManualPayment {
  payment: PaymentSummary;
  /** For UPI: the QR code and link for the exact amount and this order's number. */
  upi: UpiPaymentRequest | null;
  /** Whether it pays for a webinar seat (else a subscription). */
  webinar: boolean;
}

/**
 * SetUsersManualPayment (ADR 0009). The server prices the purchase itself (priceOrder); the amount
 * the customer typed is recorded as what they say they paid and never decides what is bought. The order
 * is made and moved to pending together with its manual_payments row; an admin activates it once the
 * money is seen.
 */
export async function submitManualPayment(
  deps: AppDeps,
  userId: number,
  submission: ManualPaymentSubmission,
  /** Who recorded it, for the audit log: the customer, or an admin entering it for them. */
  actorId: number = userId,
): Promise<SubmittedManualPayment> {
  const declaration = checkSubmission(deps, submission);
  await refuseDuplicate(deps, userId, declaration);
  const { confirmDuplicate } = submission;
  // docs/business-rules.md#one-basket-one-pending-payment, checked before a new order is priced and made.
  let duplicateOf =
    "purchase" in submission ? await refusePendingBasket(deps, userId, basketOfPurchase(submission.purchase), { confirmDuplicate }) : null;
  const order =
    "orderNumber" in submission
      ? await startedUpiOrder(deps, userId, submission.orderNumber)
      : // A manual payment is one-off by nature: no mandate, so never priced as recurring.
        await priceOrder(deps, userId, oneOffPurchase(submission.purchase), "ManualPayment");
  if ("orderNumber" in submission)
    duplicateOf = await refusePendingBasket(deps, userId, basketOfSnapshot(order.quote), { exceptOrderId: order.id, confirmDuplicate });
  let pending;
  try {
    pending = await submitOrder(deps, order, {
      actorId,
      alongside: async (tx) => {
        await tx.insert(schema.manualPayments).values({
          orderId: order.id,
          userId,
          ...declaration,
          declaredCurrency: order.currency,
          statusText: MANUAL_PAYMENT_INITIAL_STATUS,
          possibleDuplicateOf: duplicateOf,
          createdAt: deps.now(),
        });
        await queueManualPaymentReceived(deps, tx, order, declaration);
      },
    });
  } catch (error) {
    // Two submissions of one reference raced past refuseDuplicate: a unique index let one in.
    if (isUniqueViolation(error, HELD_REFERENCE_INDEX)) throw referenceUsedError(declaration);
    if (isUniqueViolation(error)) throw duplicateError(declaration, null);
    throw error;
  }
  const [manual] = await deps.db.select().from(schema.manualPayments).where(eq(schema.manualPayments.orderId, order.id));
  const payment = toPaymentSummary({ order: pending, manual: manual ?? null });
  return {
    payment,
    upi: declaration.mode === "UPI" ? await upiPaymentRequest(deps, pending) : null,
    webinar: purchaseOfSnapshot(pending.quote).kind === "webinar",
  };
}

/** The customer's own UPI request (StartUpiPayment), while nobody has said it is paid. */
async function startedUpiOrder(deps: AppDeps, userId: number, orderNumber: string): Promise<Order> {
  const o = schema.orders;
  const [order] = await deps.db
    .select()
    .from(o)
    .where(and(eq(o.orderNumber, orderNumber), eq(o.userId, userId), eq(o.gateway, "ManualPayment")))
    .limit(1);
  if (!order) throw notFound(`No UPI payment ${orderNumber} of yours.`);
  if (order.status !== "created")
    throw conflict(`You have already told us about order ${orderNumber}. You can follow it on My Subscription.`);
  return order;
}

/** Core's rules, by field, answered all at once as `errors` keyed like the request ("form.reference"). */
function checkSubmission(deps: AppDeps, submission: ManualPaymentSubmission): ManualPaymentDeclaration {
  const checked = checkManualPayment(submission.form, indiaToday(deps.now()));
  const formProblems = checked.ok
    ? {}
    : Object.fromEntries(Object.entries(checked.errors).map(([field, message]) => [`form.${field}`, message]));
  // A started UPI request was made in rupees and is paid by UPI; a new purchase must be in rupees.
  const purchaseProblems =
    "orderNumber" in submission
      ? { "form.mode": checked.ok && checked.value.mode !== "UPI" ? "This order was started as a UPI payment: choose UPI." : null }
      : manualCurrencyProblems(submission.purchase);
  throwIfInvalid({ ...purchaseProblems, ...formProblems });
  if (!checked.ok) throw badRequest("Please check the payment details.");
  return checked.value;
}

async function refuseDuplicate(deps: AppDeps, userId: number, declaration: ManualPaymentDeclaration): Promise<void> {
  if (declaration.reference === null) return;
  const m = schema.manualPayments;
  const [earlier] = await deps.db
    .select({ orderNumber: schema.orders.orderNumber })
    .from(m)
    .innerJoin(schema.orders, eq(schema.orders.id, m.orderId))
    .where(and(eq(m.userId, userId), eq(m.mode, declaration.mode), eq(m.reference, declaration.reference)))
    .limit(1);
  if (earlier) throw duplicateError(declaration, earlier.orderNumber);
  // docs/business-rules.md#one-reference-one-payment: a reference another customer's payment holds is refused too.
  const [held] = await deps.db
    .select({ orderId: m.orderId })
    .from(m)
    .where(and(eq(m.mode, declaration.mode), eq(m.reference, declaration.reference), eq(m.referenceHeld, true)))
    .limit(1);
  if (held) throw referenceUsedError(declaration);
}

function referenceUsedError(declaration: ManualPaymentDeclaration) {
  const message = referenceUsedMessage(declaration.mode, declaration.reference);
  return new AppError("Conflict", message, { fields: { "form.reference": [message] } });
}

function duplicateError(declaration: ManualPaymentDeclaration, orderNumber: string | null) {
  const label = manualPaymentModeInfo[declaration.mode].referenceLabel;
  const where = orderNumber ? `, order ${orderNumber}` : "";
  const message = `You have already submitted a payment with ${label} ${declaration.reference ?? ""} (${declaration.mode}${where}). You can follow it on My Subscription.`;
  return new AppError("Conflict", message, { fields: { "form.reference": [message] } });
}
