import { Link } from "react-router";
import { decodeTimelineCursor, DEFAULT_PAGE_SIZE, isTimelineKind } from "@investar/core";
import type { Route } from "./+types/user";
import { AuditTable } from "../../components/admin/audit-table.tsx";
import { CustomerNotes } from "../../components/admin/customer-notes/customer-notes.tsx";
import { CustomerTimeline } from "../../components/admin/customer-notes/customer-timeline.tsx";
import { UserActions } from "../../components/admin/users/user-actions.tsx";
import { UserAutoRenew } from "../../components/admin/users/user-auto-renew.tsx";
import { UserOrders, UserWebinars } from "../../components/admin/users/user-orders.tsx";
import { UserProfile } from "../../components/admin/users/user-profile.tsx";
import { PendingWalletCredits } from "../../components/admin/users/pending-wallet-credits.tsx";
import { WalletAdjustForm } from "../../components/admin/users/wallet-adjust-form.tsx";
import { invoicePageLinks } from "../../components/billing/invoice-page-links.ts";
import { InvoicesSection } from "../../components/billing/invoices-section.tsx";
import { Pager } from "../../components/pager.tsx";
import { WalletBalances } from "../../components/wallet/wallet-balances.tsx";
import { WalletHistory } from "../../components/wallet/wallet-history.tsx";
import { accountMessages } from "../../i18n/account-messages.server.ts";
import { INVOICES_POSITION_PARAM, type AdminUserOverviewPages } from "@investar/contract/pages/admin-users";
import { numberParam } from "../../lib/number-param.ts";
import "../../styles/admin.css";
import "../../styles/wallet.css";
import "../../styles/customer-notes.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminPageMeta } from "../../components/admin/admin-meta.ts";

const SECTIONS = ["wallet", "orders", "audit"] as const;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services, user } = adminContext(context);
  const userId = Number(params.userId);
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const pages = {
    ...(Object.fromEntries(SECTIONS.map((s) => [s, numberParam(url, s) ?? 1])) as Omit<AdminUserOverviewPages, "invoicesOlder">),
    invoicesOlder: url.searchParams.get(INVOICES_POSITION_PARAM),
  };
  const overview = await services.getUserOverview(userId, pages);
  if (!overview) throw new Response("Not found", { status: 404 });
  // docs/business-rules.md#customer-timeline: a page token that isn't ours starts from the newest entry.
  const timelineKinds = url.searchParams.getAll("tlKind").filter(isTimelineKind);
  const token = url.searchParams.get("tlBefore");
  const before = token !== null && decodeTimelineCursor(token) ? token : null;
  const [notes, timeline] = await Promise.all([
    services.listCustomerNotes(userId, user.userId),
    services.getCustomerTimeline(userId, { before, kinds: timelineKinds }),
  ]);
  // The wallet's table and balances are the customer's components, worded from the `account` catalogue (in English here).
  return {
    overview,
    invoicePages: invoicePageLinks(url, overview.taxDocumentsPage, INVOICES_POSITION_PARAM),
    // Kept when another section is paged: the position of the invoice page shown, none on the newest.
    invoicesOlder: overview.taxDocumentsPage.newest ? null : pages.invoicesOlder,
    viewerId: user.userId,
    notes,
    timeline,
    timelineKinds,
    messages: accountMessages(request, context, ["wallet"]),
  };
}

export function meta({ matches, params }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: `Customer ${params.userId}`,
    description: "A customer's profile, subscriptions, wallet, orders, invoices, auto-renew, webinars and audit trail.",
    path: `/admin/users/${params.userId}`,
  });
}

/** /admin/users/:userId (docs/business-rules.md#back-office-customers): everything about one customer, and what support can change. */
export default function AdminUser({ loaderData }: Route.ComponentProps) {
  const { overview, viewerId, notes, timeline, timelineKinds, invoicesOlder } = loaderData;
  const { profile, wallet, orders, audit } = overview;
  // Each paged section keeps the others' pages, so paging one doesn't reset the rest.
  const current: Record<string, string> = {
    wallet: String(wallet.page),
    orders: String(orders.page),
    audit: String(audit.page),
    ...(invoicesOlder ? { [INVOICES_POSITION_PARAM]: invoicesOlder } : {}),
  };
  const hrefFor = (section: (typeof SECTIONS)[number]) => (page: number) =>
    `?${new URLSearchParams({ ...current, [section]: String(page) }).toString()}#${section}-heading`;
  return (
    <div className="admin-page">
      <p>
        <Link to="/admin/users">← Customers</Link>
      </p>
      <h1>{profile.name || profile.email}</h1>
      <UserProfile overview={overview} />
      <UserActions profile={profile} />
      <CustomerNotes userId={profile.userId} notes={notes} />

      <section className="card" aria-labelledby="wallet-heading">
        <h2 id="wallet-heading">Wallet</h2>
        <WalletBalances balances={wallet.balances} />
        {wallet.totalEntries === 0 ? (
          <p>The wallet has no entries.</p>
        ) : (
          <>
            <WalletHistory
              entries={wallet.entries}
              firstItem={(wallet.page - 1) * DEFAULT_PAGE_SIZE + 1}
              totalEntries={wallet.totalEntries}
            />
            <Pager totalItems={wallet.totalEntries} page={wallet.page} hrefFor={hrefFor("wallet")} label="Wallet history pages" />
          </>
        )}
        <PendingWalletCredits credits={overview.pendingWalletCredits} viewerId={viewerId} />
        <WalletAdjustForm userId={profile.userId} />
      </section>

      <section className="card" aria-labelledby="orders-heading">
        <h2 id="orders-heading">Orders and payments</h2>
        <UserOrders entries={orders.entries} />
        <Pager totalItems={orders.total} page={orders.page} pageSize={orders.pageSize} hrefFor={hrefFor("orders")} label="Order pages" />
      </section>

      <div className="card">
        <InvoicesSection documents={overview.taxDocuments} pages={loaderData.invoicePages} emptyText="No invoices or credit notes." />
      </div>

      <section className="card" aria-labelledby="auto-renew-heading">
        <h2 id="auto-renew-heading">Auto-renew</h2>
        <UserAutoRenew autoRenew={overview.autoRenew} />
      </section>

      <section className="card" aria-labelledby="webinars-heading">
        <h2 id="webinars-heading">Webinars</h2>
        <UserWebinars webinars={overview.webinars} />
      </section>

      <CustomerTimeline timeline={timeline} kinds={timelineKinds} keep={current} />

      <section className="card" aria-labelledby="audit-heading">
        <h2 id="audit-heading">Audit trail</h2>
        {audit.total === 0 ? (
          <p>Nothing about this customer has been logged.</p>
        ) : (
          <>
            <AuditTable entries={audit.entries} caption="What was done to or by this customer, newest first" />
            <Pager
              totalItems={audit.total}
              page={audit.page}
              pageSize={audit.pageSize}
              hrefFor={hrefFor("audit")}
              label="Audit trail pages"
            />
          </>
        )}
        <p>
          <Link to={`/admin/audit?subject=user:${profile.userId}`}>This customer in the audit log</Link>
        </p>
      </section>
    </div>
  );
}
