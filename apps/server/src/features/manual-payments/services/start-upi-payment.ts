import { isDeepStrictEqual } from "node:util";
import { and, desc, eq } from "drizzle-orm";
import { basketOfPurchase, limitRules, manualPaymentModeInfo, oneOffPurchase, type OrderSnapshot, type Purchase } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { throwIfInvalid } from "../../../errors.ts";
import { priceOrder } from "../../checkout/index.ts";
import { takeLimits } from "../../messaging/index.ts";
import type { Order } from "../../payments/index.ts";
import { requireBusinessProfile } from "../../business/index.ts";
import { manualCurrencyProblems } from "./manual-purchase.ts";
import { refusePendingBasket } from "./pending-basket.ts";
import { upiPaymentRequest, type UpiPaymentRequest } from "./upi-payment-request.ts";

export interface StartedUpiPayment {
  orderNumber: string;
  /** Minor units, INR: exactly what the QR code asks for. */
  amount: number;
  upi: UpiPaymentRequest;
  /** When the customer can expect it switched on once paid (core's promise for UPI). */
  activation: string;
}

/**
 * StartUpiPayment (docs/business-rules.md#upi-payments): the order a manual UPI payment pays, made before anything is paid, so
 * its QR code and upi:// link carry its number and exact amount from the start, as Razorpay makes the
 * order before it shows a QR. The order stays `created` (no payment: every list leaves it out) until the
 * customer says they have paid (SetUsersManualPayment with its orderNumber). Asking again for the same
 * purchase at the same price answers the same order, so a reload neither makes a second one nor takes
 * another use of the coupon.
 */
export async function startUpiPayment(
  deps: AppDeps,
  userId: number,
  purchase: Purchase,
  /** The customer confirmed they pay again while this basket's payment is pending (marked at SetUsersManualPayment). */
  confirmDuplicate = false,
): Promise<StartedUpiPayment> {
  // An open request made before the profile went missing is not shown with no payee (or a sample one).
  await requireBusinessProfile(deps);
  throwIfInvalid(manualCurrencyProblems(purchase));
  // docs/business-rules.md#one-basket-one-pending-payment: no new QR code while this basket's payment awaits verification.
  await refusePendingBasket(deps, userId, basketOfPurchase(purchase), { confirmDuplicate });
  // A manual payment is one-off by nature: no mandate, so never priced as recurring.
  const order = await priceOrder(deps, userId, oneOffPurchase(purchase), "ManualPayment", {
    existing: (snapshot) => openRequestFor(deps, userId, snapshot),
    // A new order counts as a checkout against the customer's rate limit, like a card payment started.
    beforeNew: () =>
      deps.db.transaction((tx) => takeLimits(tx, deps.now(), [{ rule: limitRules.checkoutsPerAccount, key: `user:${userId}` }])),
  });
  const upi = await upiPaymentRequest(deps, order);
  // Currency and amount were checked above (rupees, something to pay): a request always has a QR code.
  if (!upi) throw new Error(`Order ${order.orderNumber} has no UPI payment request.`);
  return { orderNumber: order.orderNumber, amount: order.amount, upi, activation: manualPaymentModeInfo.UPI.activation };
}

/** The customer's latest UPI request not yet said to be paid, when it is for exactly this purchase and price. */
async function openRequestFor(deps: AppDeps, userId: number, snapshot: OrderSnapshot): Promise<Order | null> {
  const o = schema.orders;
  const [latest] = await deps.db
    .select()
    .from(o)
    .where(and(eq(o.userId, userId), eq(o.gateway, "ManualPayment"), eq(o.status, "created")))
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(1);
  // Compared as stored (jsonb drops undefined fields and reorders keys; isDeepStrictEqual ignores order).
  return latest && isDeepStrictEqual(latest.quote, JSON.parse(JSON.stringify(snapshot))) ? latest : null;
}
