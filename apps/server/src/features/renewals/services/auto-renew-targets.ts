import { and, asc, eq, lte, type SQL } from "drizzle-orm";
import { addDays, indiaToday, type BillingPlan, type HeldSubscription, type LicenseType } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/** An active mandate with the subscription it renews and its customer. */
export interface AutoRenewTarget {
  mandate: schema.CardMandate;
  expiryDate: string;
  held: HeldSubscription & { kind: "tool" | "mobile" };
  customer: { email: string; name: string; mobile: string; language: string };
}

/** Far enough ahead for the card-expiry mail (15 days before the debit); the notice and debit wait for their own time. */
const LOOK_AHEAD_DAYS = 16;
const BATCH = 500;

const m = schema.cardMandates;
const s = schema.userSubscriptions;
const u = schema.users;

async function selectTargets(deps: AppDeps, where: SQL | undefined): Promise<AutoRenewTarget[]> {
  const rows = await deps.db
    .select({ mandate: m, sub: s, email: u.email, name: u.fullName, mobile: u.mobileNo, language: u.language })
    .from(m)
    .innerJoin(s, and(eq(s.userId, m.userId), eq(s.kind, m.kind)))
    .innerJoin(u, eq(u.id, m.userId))
    .where(where)
    .orderBy(asc(s.expiryDate))
    .limit(BATCH);
  return rows.flatMap(({ mandate, sub, email, name, mobile, language }) =>
    sub.expiryDate === null
      ? []
      : [
          {
            mandate,
            expiryDate: sub.expiryDate,
            held: {
              kind: sub.kind,
              product: sub.baseProduct,
              plan: sub.plan as BillingPlan,
              addons: sub.addons,
              licenseType: sub.licenseType as LicenseType,
              noOfLicenses: sub.noOfLicenses,
              isMobile: sub.kind === "mobile",
            },
            customer: { email, name, mobile, language },
          },
        ],
  );
}

/**
 * The active mandates whose subscription's current period ends within the look-ahead (or has ended: a
 * debit due while the pass was not running is still made, after its notice).
 */
export function autoRenewTargets(deps: AppDeps): Promise<AutoRenewTarget[]> {
  const horizon = addDays(indiaToday(deps.now()), LOOK_AHEAD_DAYS);
  return selectTargets(deps, and(eq(m.status, "active"), eq(s.isSubscribed, true), lte(s.expiryDate, horizon)));
}

/** One mandate's target whatever its status: a debit being charged is settled even if its mandate was cancelled since. */
export async function targetOfMandate(deps: AppDeps, mandateId: number): Promise<AutoRenewTarget | null> {
  return (await selectTargets(deps, eq(m.id, mandateId)))[0] ?? null;
}

/** "Investar Standard with Intraday, Quarter plan", as the mails name what renews. */
export function describeHeld(held: AutoRenewTarget["held"]): string {
  const app = held.kind === "mobile" ? "the Investar mobile app" : "Investar";
  const addons = held.addons.length > 0 ? ` with ${held.addons.join(", ")}` : "";
  return `${app} ${held.product}${addons}, ${held.plan} plan`;
}

/** "VISA card ending 1111", as the gateway named the mandate's card. */
export function describeCard(mandate: Pick<schema.CardMandate, "cardNetwork" | "cardLast4">): string {
  const network = mandate.cardNetwork ?? "card";
  return mandate.cardLast4 ? `${network} card ending ${mandate.cardLast4}` : `${network} card`;
}
