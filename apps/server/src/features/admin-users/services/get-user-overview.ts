import { and, count, desc, eq, ne } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE, pageWindow, roleIn, sanitizeAcquisition } from "@investar/core";
import { schema } from "@investar/db";
import type { AdminUserOverview, AdminUserOverviewPages, AdminUserWebinar } from "@investar/contract/pages/admin-users";
import type { AppDeps } from "../../../deps.ts";
import { listTaxDocumentsPage } from "../../invoices/index.ts";
import { selectPayments, toPaymentSummary } from "../../manual-payments/index.ts";
import { getSubscriptionDetails } from "../../subscriptions/index.ts";
import { getWalletPage } from "../../wallet/index.ts";
import { listPendingWalletCredits } from "../../wallet/index.ts";
import { listMyWebinars } from "../../webinars/index.ts";
import { listAudit } from "../../audit/index.ts";
import { listCustomerAutoRenew } from "../../renewals/index.ts";

/** Orders past "created" (those reached the gateway or were paid some other way), newest first, 10 a page. */
async function ordersPage(deps: AppDeps, userId: number, requestedPage: number): Promise<AdminUserOverview["orders"]> {
  const o = schema.orders;
  const where = and(eq(o.userId, userId), ne(o.status, "created"));
  const [counted] = await deps.db.select({ n: count() }).from(o).where(where);
  const total = counted?.n ?? 0;
  const pager = pageWindow(total, requestedPage, DEFAULT_PAGE_SIZE);
  const rows = await selectPayments(deps.db)
    .where(where)
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(DEFAULT_PAGE_SIZE)
    .offset((pager.page - 1) * DEFAULT_PAGE_SIZE);
  const entries = rows.map(toPaymentSummary).map(({ userId: _owner, manual, ...summary }) => ({
    ...summary,
    manualMode: manual?.mode ?? null,
    manualReference: manual?.reference ?? null,
  }));
  return { entries, total, page: pager.page, pageSize: DEFAULT_PAGE_SIZE };
}

/** A page of the customer's invoices and credit notes: the newest when `older` is none or not a tax document's position. */
async function taxDocumentsPage(deps: AppDeps, userId: number, older: string | null) {
  const requested = older === null ? null : await listTaxDocumentsPage(deps, userId, older);
  return requested ?? (await listTaxDocumentsPage(deps, userId, null))!;
}

/**
 * GetUserOverview: one customer as support needs to see them — profile, role, where they signed up,
 * trial, desktop and mobile subscriptions, wallet, orders and payments, invoices and credit notes,
 * webinars, auto-renew mandates and debits, and their audit trail — read with the services the customer's own pages use, so both agree.
 * Null when there is no such user.
 */
export async function getUserOverview(deps: AppDeps, userId: number, pages: AdminUserOverviewPages): Promise<AdminUserOverview | null> {
  const [user] = await deps.db.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1);
  if (!user) return null;
  const [subscription, wallet, pendingWalletCredits, orders, taxDocuments, webinars, autoRenew, audit] = await Promise.all([
    getSubscriptionDetails(deps, userId),
    getWalletPage(deps, userId, pages.wallet),
    listPendingWalletCredits(deps.db, userId),
    ordersPage(deps, userId, pages.orders),
    taxDocumentsPage(deps, userId, pages.invoicesOlder ?? null),
    listMyWebinars(deps, userId, "INR"),
    listCustomerAutoRenew(deps, userId),
    listAudit(deps, { userId }, pages.audit),
  ]);
  const seats = (when: AdminUserWebinar["when"], list: typeof webinars.upcoming): AdminUserWebinar[] =>
    list.map((w) => ({ id: w.id, title: w.title, dateTime: w.dateTime, when, seatSource: w.seatSource }));
  return {
    profile: {
      userId: user.id,
      name: user.fullName,
      email: user.email,
      mobileNo: user.mobileNo,
      city: user.city === "Other" && user.otherCity ? user.otherCity : user.city,
      state: user.state,
      country: user.country,
      role: user.role,
      isAdmin: roleIn(user.role, deps.config.adminRoles),
      isEmailVerified: user.isEmailVerified,
      hasPassword: user.passwordHash !== null,
      disabledAt: user.disabledAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      signUp: {
        source: user.regSrc,
        utmSource: user.utmSource,
        acquisition: sanitizeAcquisition(user.acquisition),
        partnerCode: user.partnerCode,
        brokerSource: user.brokerSource,
        ip: user.registrationIp,
      },
      trialEndDate: subscription.TrialEndDate,
      instituteDiscountPercent: subscription.InstituteDiscountPercent,
    },
    subscriptions: { desktop: subscription.ToolSubscr, mobile: subscription.MobileSubscr },
    wallet,
    pendingWalletCredits,
    orders,
    taxDocuments: taxDocuments.documents,
    taxDocumentsPage: { older: taxDocuments.older, newest: taxDocuments.newest },
    webinars: [...seats("upcoming", webinars.upcoming), ...seats("past", webinars.past), ...seats("cancelled", webinars.cancelled)],
    autoRenew,
    audit,
  };
}
