import { isChargeable, newOrderNumber, snapshotCharge, targetOfSnapshot, type OrderSnapshot, type PaymentGateway } from "@investar/core";
import { isUniqueViolation, schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { requireBusinessProfile } from "../../business/index.ts";
import { holdCouponUse } from "../../catalogue/index.ts";
import { guardCardCheckout } from "./guard-card-checkout.ts";
import { refuseWhileDebitPending } from "./refuse-while-debit-pending.ts";
import type { Order } from "./on-order-paid.ts";

const NUMBER_ATTEMPTS = 3;

export interface CreateOrderOptions {
  /**
   * A debit on a card mandate (docs/business-rules.md#auto-renew-debit): its number is the charge reference
   * the renewal pass recorded before creating it, and the customer's checkout limits do not apply (no
   * customer is checking out).
   */
  mandateDebit?: { orderNumber: string };
}

/**
 * Records an order for what the server itself quoted (priceOrder quotes and applies the gateway's amount
 * rule; no client amount reaches here). Its amount and currency are the quote's total, frozen with the
 * snapshot, and its target is what the selection buys. Status: created. The coupon the quote applied is
 * used by this order from now on (holdCouponUse), or the order is refused. A card order must pass
 * guardCardCheckout (open orders and checkout rate) in the same transaction. Every way to pay comes
 * here, so this is where a deployed site without its business details refuses to take money
 * (docs/business-rules.md#payments-need-the-business), and where a subscription whose renewal is being
 * charged to its mandate refuses a second payment (docs/business-rules.md#auto-renew-odd-states).
 */
export async function createOrder(
  deps: AppDeps,
  userId: number,
  quote: OrderSnapshot,
  gateway: PaymentGateway,
  options: CreateOrderOptions = {},
): Promise<Order> {
  const { total: amount, currency } = snapshotCharge(quote);
  if (!isChargeable(amount, currency) || amount < 0) throw badRequest(`The quoted total ${amount} is not a chargeable ${currency} amount.`);
  await requireBusinessProfile(deps);
  const target = targetOfSnapshot(quote);
  for (let attempt = 1; ; attempt += 1) {
    try {
      let heldCoupon = false;
      const created = await deps.db.transaction(async (tx) => {
        if (gateway === "CCAvenue" && !options.mandateDebit) await guardCardCheckout(deps, tx, userId);
        if (!options.mandateDebit) await refuseWhileDebitPending(tx, userId, target);
        const now = deps.now();
        const [order] = await tx
          .insert(schema.orders)
          .values({
            orderNumber: options.mandateDebit?.orderNumber ?? newOrderNumber(now),
            userId,
            gateway,
            target,
            status: "created",
            currency,
            amount,
            quote,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        heldCoupon = await holdCouponUse(tx, order!, now);
        return order!;
      });
      // Quotes on every instance must see the use taken (a coupon with its last use gone is refused there too).
      if (heldCoupon) await deps.caches.invalidate("catalogue");
      return created;
    } catch (error) {
      // Fifty random bits make a clash practically impossible; the unique key makes it harmless.
      if (!isUniqueViolation(error) || attempt >= NUMBER_ATTEMPTS || options.mandateDebit) throw error;
    }
  }
}
