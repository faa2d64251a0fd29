import { and, eq, isNull } from "drizzle-orm";
import { indiaToday, renewalChange, type IsoDate, type RenewalChange } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { loadCatalogue } from "../../catalogue/index.ts";
import type { Transaction } from "../../../database/transaction.ts";

const c = schema.subscriptionScheduledChanges;
export const pendingChange = and(isNull(c.appliedAt), isNull(c.cancelledAt));

interface HeldRow {
  baseProduct: string;
  addons: string[];
  noOfLicenses: number;
  expiryDate: IsoDate | null;
  isSubscribed: boolean;
}

/**
 * Activation's part of ADR 0026: decides (core renewalChange) what the subscription holds now and what,
 * if anything, it switches to at the old expiry, and stores that switch. Any order of the same kind
 * replaces a pending switch: it was chosen and priced from the subscription as held now.
 */
export async function scheduleRenewalChange(
  deps: AppDeps,
  tx: Transaction,
  order: { userId: number; orderNumber: string },
  kind: "tool" | "mobile",
  held: HeldRow | undefined,
  bought: { product: string; addons: readonly string[]; noOfLicenses: number },
  newPeriod: boolean,
): Promise<RenewalChange> {
  const now = deps.now();
  await tx
    .update(c)
    .set({ cancelledAt: now })
    .where(and(eq(c.userId, order.userId), eq(c.kind, kind), pendingChange));
  if (!held) return { now: { ...bought, addons: [...bought.addons] }, scheduled: null };
  const catalogue = await loadCatalogue(deps);
  const rank = (product: string) => catalogue.products.find((p) => p.id === product)?.rank ?? -1;
  const change = renewalChange({
    held: {
      product: held.baseProduct,
      addons: held.addons,
      noOfLicenses: held.noOfLicenses,
      expiryDate: held.expiryDate,
      isSubscribed: held.isSubscribed,
    },
    bought,
    newPeriod,
    today: indiaToday(now),
    rank,
  });
  if (change.scheduled) {
    const { product, addons, noOfLicenses, effectiveOn } = change.scheduled;
    await tx.insert(c).values({
      userId: order.userId,
      kind,
      baseProduct: product,
      addons: [...addons],
      noOfLicenses,
      effectiveOn,
      orderNumber: order.orderNumber,
      createdAt: now,
    });
  }
  return change;
}
