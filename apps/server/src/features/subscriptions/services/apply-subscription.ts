import { and, eq } from "drizzle-orm";
import { buysNewPeriod, expiryAtActivation, type IsoDate } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { SubscriptionOrder } from "../../payments/index.ts";
import { scheduleRenewalChange } from "./schedule-renewal-change.ts";
import type { Transaction } from "../../../database/transaction.ts";

export type SubscriptionKind = "tool" | "mobile";

export interface AppliedSubscription {
  kind: SubscriptionKind;
  /** The expiry held before the order (null: never paid). */
  previousExpiry: IsoDate | null;
  expiry: IsoDate;
  /** Whether the order started a new subscription period. */
  newPeriod: boolean;
}

/**
 * Writes what the order bought into ToolSubscr or MobileSubscr (docs/business-rules.md#user-subscription-details): edition, add-ons, plan, licences,
 * IsSubscribed and the expiry (core's expiryAtActivation: the quoted date, unless the subscription changed
 * since the quote), and the deal per item (price set, percent off) that later renewals and upgrades are
 * priced at. A new period resets the free subscription-change counter and becomes the last subscription
 * plan that renewal rules look at.
 */
export async function applySubscription(deps: AppDeps, tx: Transaction, order: SubscriptionOrder): Promise<AppliedSubscription> {
  const { selection, summary } = order.quote;
  const s = schema.userSubscriptions;
  const kind: SubscriptionKind = selection.isMobile ? "mobile" : "tool";
  const [row] = await tx
    .select()
    .from(s)
    .where(and(eq(s.userId, order.userId), eq(s.kind, kind)));
  const previousExpiry = row?.isSubscribed ? row.expiryDate : null;
  const { expiry, adjusted } = expiryAtActivation({ summary, selection, heldExpiry: previousExpiry });
  const newPeriod = buysNewPeriod(summary, selection);
  const now = deps.now();
  // A renewal that takes something away keeps it to the old expiry (ADR 0026).
  const bought = { product: selection.product, addons: selection.addons, noOfLicenses: selection.noOfLicenses };
  const held = await scheduleRenewalChange(deps, tx, order, kind, row, bought, newPeriod);

  const values = {
    baseProduct: held.now.product,
    addons: [...held.now.addons],
    plan: selection.plan,
    expiryDate: expiry,
    // With one licence the type means nothing; the column wants one.
    licenseType: selection.licenseType ?? "Simultaneous",
    noOfLicenses: held.now.noOfLicenses,
    isSubscribed: true,
    updatedAt: now,
    ...(newPeriod ? { changesMade: 0 } : {}),
  };
  await tx
    .insert(s)
    .values({ userId: order.userId, kind, ...values })
    .onConflictDoUpdate({ target: [s.userId, s.kind], set: values });

  // Older orders (quoted before deals were part of the quote) leave the recorded deals as they are.
  for (const [itemId, deal] of Object.entries(summary.deals ?? {})) {
    const d = schema.userSubscriptionDeals;
    const set = { priceSetId: deal.PriceSet, discountInPercent: deal.DiscountInPercent };
    await tx
      .insert(d)
      .values({ userId: order.userId, itemId, ...set })
      .onConflictDoUpdate({ target: [d.userId, d.itemId], set });
  }
  if (newPeriod) {
    const p = schema.userPricingProfiles;
    const set = { lastSubscriptionPlan: selection.plan, lastSubscriptionDiscountForDataAddon: summary.discountCoversDataAddons ?? false };
    await tx
      .insert(p)
      .values({ userId: order.userId, ...set })
      .onConflictDoUpdate({ target: p.userId, set });
  }
  if (adjusted) {
    // Paid time was protected from a stale quote; support should know why the date differs from the receipt's quote.
    await tx.insert(schema.auditLog).values({
      action: "activation-expiry-adjusted",
      subject: `order:${order.orderNumber}`,
      details: { quoted: summary.newExpiryDate, quotedFrom: summary.currentExpiryDate, heldAtActivation: previousExpiry, written: expiry },
      at: now,
    });
  }
  return { kind, previousExpiry, expiry, newPeriod };
}
