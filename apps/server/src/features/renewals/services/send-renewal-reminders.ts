import { and, desc, eq, gt, gte, inArray, lte, sql } from "drizzle-orm";
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
import { describeHolding, renewalReminderMail } from "../../../integrations/mail/renewal-mails.ts";
import { mailText } from "../../../integrations/mail/mail-text.ts";
import { autoRenewalOf } from "./auto-renewal-of.ts";
import { itemNamesIn } from "../../catalogue/index.ts";

export type RenewalReminderReport = Record<RenewalReminderKind, number>;

const u = schema.users;
const s = schema.userSubscriptions;
const r = schema.renewalReminders;
/** Subscriptions (and trials) read a page at a time. */
export const REMINDER_PAGE = 500;
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

const claimKey = (userId: number, kind: string, reminder: RenewalReminderKind, expiryDate: string) =>
  `${userId}:${kind}:${reminder}:${expiryDate}`;

/**
 * The reminders already queued for these customers around today (the window the pass looks at), read in one
 * query per page: a page's rows already reminded are skipped before any work is done for them, and every
 * page of the window is read, so a reminder due today is never crowded out by those queued on earlier days
 * (ADR 0056).
 */
async function claimedAround(deps: AppDeps, userIds: number[], today: string): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await deps.db
    .select({ userId: r.userId, kind: r.kind, reminder: r.reminder, expiryDate: r.expiryDate })
    .from(r)
    .where(and(inArray(r.userId, userIds), gte(r.expiryDate, addDays(today, -7)), lte(r.expiryDate, addDays(today, 7))));
  return new Set(rows.map((row) => claimKey(row.userId, row.kind, row.reminder, row.expiryDate)));
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

  for (let after = 0; ;) {
    const held = await deps.db
      .select({
        id: s.id,
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
        language: u.language,
      })
      .from(s)
      .innerJoin(u, eq(u.id, s.userId))
      .where(
        and(
          eq(s.isSubscribed, true),
          gte(s.expiryDate, addDays(today, -7)),
          lte(s.expiryDate, addDays(today, 7)),
          gt(s.id, after),
          wantsReminders,
        ),
      )
      .orderBy(s.id)
      .limit(REMINDER_PAGE);
    const claimed = await claimedAround(
      deps,
      held.map((row) => row.userId),
      today,
    );
    for (const row of held) {
      const reminder = dueExpiryReminder(row.expiryDate!, row.plan as BillingPlan, today);
      if (!reminder || claimed.has(claimKey(row.userId, row.kind, reminder, row.expiryDate!))) continue;
      const currency = await renewalCurrency(deps, row.userId, row.country);
      const query = renewalQuery({
        product: row.product,
        plan: row.plan,
        currency,
        addons: row.addons,
        noOfLicenses: row.noOfLicenses,
        isMobile: row.kind === "mobile",
      });
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
      // The reminders are in the customer's language (ADR 0060), add-ons by staff's Hindi names for a Hindi customer.
      const language = row.language;
      const named = await itemNamesIn(deps.db, language);
      const addons = row.addons.map((addon) => named(addon));
      const what = describeHolding(mailText(language), { product: row.product, addons, isMobile: row.kind === "mobile" });
      const mail = auto
        ? autoRenewReminderMail({
            to: row.email,
            name: row.name,
            language,
            what,
            ...auto,
            lastDay: row.expiryDate!,
            manageUrl: `${base}/my-investar/manage-subscription`,
            settingsUrl,
          })
        : renewalReminderMail({
            to: row.email,
            name: row.name,
            language,
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
    if (held.length < REMINDER_PAGE) break;
    after = held[held.length - 1]!.id;
  }

  const paidTool = sql`exists (select 1 from ${s} where ${s.userId} = ${u.id} and ${s.kind} = 'tool' and ${s.isSubscribed})`;
  for (let after = 0; ;) {
    const trials = await deps.db
      .select({ userId: u.id, email: u.email, name: u.fullName, country: u.country, trialEndsAt: u.trialEndsAt, language: u.language })
      .from(u)
      .where(
        and(
          gt(u.trialEndsAt, now),
          lte(u.trialEndsAt, new Date(now.getTime() + 2 * 86_400_000)),
          gt(u.id, after),
          sql`not ${paidTool}`,
          wantsReminders,
        ),
      )
      .orderBy(u.id)
      .limit(REMINDER_PAGE);
    const claimed = await claimedAround(
      deps,
      trials.map((row) => row.userId),
      today,
    );
    for (const row of trials) {
      const lastDay = indiaToday(row.trialEndsAt!);
      if (!isTrialEndingDue(lastDay, today) || claimed.has(claimKey(row.userId, "tool", "trial-ending", lastDay))) continue;
      const currency = await renewalCurrency(deps, row.userId, row.country);
      // No product: the page opens on the catalogue's default package, the trial's nearest plan.
      const query = new URLSearchParams({ plan: "Quarter", currency }).toString();
      const mail = renewalReminderMail({
        to: row.email,
        name: row.name,
        language: row.language,
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
    if (trials.length < REMINDER_PAGE) break;
    after = trials[trials.length - 1]!.userId;
  }
  if (Object.values(report).some((count) => count > 0)) deps.mail.nudge();
  return report;
}
