import { and, desc, eq, gt, gte, lte, sql } from "drizzle-orm";
import {
  addDays,
  dueExpiryReminder,
  graceEnd,
  indiaToday,
  isTrialEndingDue,
  renewalQuery,
  type BillingPlan,
  type Currency,
  type RenewalReminderKind,
} from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { autoRenewReminderMail } from "../../../integrations/mail/auto-renew-mails.ts";
import { renewalReminderMail } from "../../../integrations/mail/renewal-mails.ts";
import { autoRenewalOf } from "./auto-renewal-of.ts";

export type RenewalReminderReport = Record<RenewalReminderKind, number>;

const u = schema.users;
const s = schema.userSubscriptions;
const r = schema.renewalReminders;
const BATCH = 500;
/** Customers who turned reminders off in their mail settings; rows saved before the setting existed mean on. */
const wantsReminders = sql`coalesce((${u.subscriptionFlags} ->> 'renewalReminders')::boolean, true)`;

interface Reminder {
  userId: number;
  kind: "tool" | "mobile";
  reminder: RenewalReminderKind;
  expiryDate: string;
  mail: ReturnType<typeof renewalReminderMail> | ReturnType<typeof autoRenewReminderMail>;
}

/** The key (user, kind, reminder, expiry) lets one run, once, insert it: the mail is queued with it or not at all. */
async function claimAndQueue(deps: AppDeps, reminder: Reminder): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const { userId, kind, expiryDate } = reminder;
    const claimed = await tx
      .insert(r)
      .values({ userId, kind, reminder: reminder.reminder, expiryDate, queuedAt: deps.now() })
      .onConflictDoNothing()
      .returning({ userId: r.userId });
    if (claimed.length === 0) return false;
    await enqueueMail(tx, reminder.mail);
    return true;
  });
}

/** The currency the customer last paid in, else by country: the renewal opens in it. */
async function renewalCurrency(deps: AppDeps, userId: number, country: string | null): Promise<Currency> {
  const o = schema.orders;
  const [last] = await deps.db
    .select({ currency: o.currency })
    .from(o)
    .where(and(eq(o.userId, userId), eq(o.status, "paid")))
    .orderBy(desc(o.createdAt))
    .limit(1);
  return last?.currency ?? (country === null || country.toLowerCase() === "india" ? "INR" : "USD");
}

/**
 * The renewal job's reminders (ADR 0026): 7, 3 and 1 day before a paid subscription's last day, after it
 * (naming the grace period's end), and at the end of the free trial; each once per subscription, kind and
 * expiry, so a renewal (a new expiry) starts afresh and restarts never resend.
 */
export async function sendRenewalReminders(deps: AppDeps): Promise<RenewalReminderReport> {
  const report: RenewalReminderReport = { "7-days": 0, "3-days": 0, "1-day": 0, expired: 0, "trial-ending": 0 };
  const now = deps.now();
  const today = indiaToday(now);
  const base = deps.config.publicUrl.replace(/\/$/, "");
  const settingsUrl = `${base}/my-investar/my-profile`;

  const held = await deps.db
    .select({
      userId: s.userId,
      kind: s.kind,
      product: s.baseProduct,
      addons: s.addons,
      plan: s.plan,
      expiryDate: s.expiryDate,
      noOfLicenses: s.noOfLicenses,
      licenseType: s.licenseType,
      email: u.email,
      name: u.fullName,
      country: u.country,
    })
    .from(s)
    .innerJoin(u, eq(u.id, s.userId))
    .where(and(eq(s.isSubscribed, true), gte(s.expiryDate, addDays(today, -7)), lte(s.expiryDate, addDays(today, 7)), wantsReminders))
    .limit(BATCH);
  for (const row of held) {
    const reminder = dueExpiryReminder(row.expiryDate!, row.plan as BillingPlan, today);
    if (!reminder) continue;
    const currency = await renewalCurrency(deps, row.userId, row.country);
    const query = renewalQuery({
      product: row.product,
      plan: row.plan,
      currency,
      addons: row.addons,
      noOfLicenses: row.noOfLicenses,
      isMobile: row.kind === "mobile",
    });
    const what = `${row.kind === "mobile" ? "the Investar mobile app" : "Investar"} ${row.product}${row.addons.length > 0 ? ` with ${row.addons.join(", ")}` : ""}`;
    const holding = {
      product: row.product,
      plan: row.plan as BillingPlan,
      addons: row.addons,
      licenseType: row.licenseType,
      noOfLicenses: row.noOfLicenses,
      isMobile: row.kind === "mobile",
    };
    // A subscription that renews itself is told so, not asked to renew (docs/business-rules.md#auto-renew).
    const auto = reminder === "expired" ? null : await autoRenewalOf(deps, row.userId, row.kind, row.expiryDate!, holding);
    const mail = auto
      ? autoRenewReminderMail({
          to: row.email,
          name: row.name,
          what,
          ...auto,
          lastDay: row.expiryDate!,
          manageUrl: `${base}/my-investar/manage-subscription`,
          settingsUrl,
        })
      : renewalReminderMail({
          to: row.email,
          name: row.name,
          reminder,
          what,
          lastDay: row.expiryDate!,
          graceEnd: graceEnd(row.expiryDate!, row.plan),
          renewUrl: `${base}/Pricing/CustomizeSubscription?${query}`,
          settingsUrl,
        });
    if (await claimAndQueue(deps, { userId: row.userId, kind: row.kind, reminder, expiryDate: row.expiryDate!, mail }))
      report[reminder] += 1;
  }

  const paidTool = sql`exists (select 1 from ${s} where ${s.userId} = ${u.id} and ${s.kind} = 'tool' and ${s.isSubscribed})`;
  const trials = await deps.db
    .select({ userId: u.id, email: u.email, name: u.fullName, country: u.country, trialEndsAt: u.trialEndsAt })
    .from(u)
    .where(and(gt(u.trialEndsAt, now), lte(u.trialEndsAt, new Date(now.getTime() + 2 * 86_400_000)), sql`not ${paidTool}`, wantsReminders))
    .limit(BATCH);
  for (const row of trials) {
    const lastDay = indiaToday(row.trialEndsAt!);
    if (!isTrialEndingDue(lastDay, today)) continue;
    const currency = await renewalCurrency(deps, row.userId, row.country);
    // No product: the page opens on the catalogue's default package, the trial's nearest plan.
    const query = new URLSearchParams({ plan: "Quarter", currency }).toString();
    const mail = renewalReminderMail({
      to: row.email,
      name: row.name,
      reminder: "trial-ending",
      what: "Investar",
      lastDay,
      graceEnd: lastDay,
      renewUrl: `${base}/Pricing/CustomizeSubscription?${query}`,
      settingsUrl,
    });
    if (await claimAndQueue(deps, { userId: row.userId, kind: "tool", reminder: "trial-ending", expiryDate: lastDay, mail }))
      report["trial-ending"] += 1;
  }
  if (Object.values(report).some((count) => count > 0)) deps.mail.nudge();
  return report;
}
