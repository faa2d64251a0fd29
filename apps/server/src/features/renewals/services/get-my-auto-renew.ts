import { and, desc, eq, isNotNull } from "drizzle-orm";
import { indiaToday, type IsoDate } from "@investar/core";
import type { MyAutoRenew } from "@investar/contract/pages/renewals";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { autoRenewalOf } from "./auto-renewal-of.ts";
import { describeCard, targetOfMandate } from "./auto-renew-targets.ts";

const m = schema.cardMandates;
const s = schema.userSubscriptions;

/**
 * Each subscription's auto-renew as My Subscription shows it (docs/business-rules.md#auto-renew-opt-in): the active
 * mandate with its card, limit and next debit (priced as the renewal pass will price it), or how the last
 * one ended. Only subscriptions the customer has are listed.
 */
export async function getMyAutoRenew(deps: AppDeps, userId: number): Promise<MyAutoRenew[]> {
  const subscriptions = await deps.db
    .select({ kind: s.kind })
    .from(s)
    .where(and(eq(s.userId, userId), isNotNull(s.expiryDate)));
  const answers: MyAutoRenew[] = [];
  for (const kind of ["tool", "mobile"] as const) {
    if (!subscriptions.some((row) => row.kind === kind)) continue;
    const mandates = await deps.db
      .select()
      .from(m)
      .where(and(eq(m.userId, userId), eq(m.kind, kind)))
      .orderBy(desc(m.id));
    // The active one if any (at most one), else the latest that ended.
    const latest = mandates.find((mandate) => mandate.status === "active") ?? mandates[0];
    if (!latest) {
      answers.push({ kind, mandate: null, lastEnded: null });
      continue;
    }
    if (latest.status !== "active") {
      const endedOn: IsoDate = indiaToday(latest.endedAt ?? latest.createdAt);
      answers.push({ kind, mandate: null, lastEnded: { endedOn, reason: latest.endedReason ?? `Auto-renew ${latest.status}` } });
      continue;
    }
    const target = await targetOfMandate(deps, latest.id);
    const next = target ? await autoRenewalOf(deps, userId, kind, target.expiryDate, target.held) : null;
    answers.push({
      kind,
      mandate: {
        mandateId: latest.id,
        card: describeCard(latest),
        cardExpiry: latest.cardExpiry,
        currency: latest.currency,
        upperLimit: latest.upperLimit,
        frequency: latest.frequency,
        nextDebit: next ? { day: next.debitDay, amount: next.amount } : null,
      },
      lastEnded: null,
    });
  }
  return answers;
}
