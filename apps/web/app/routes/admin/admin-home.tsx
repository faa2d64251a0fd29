import { Link } from "react-router";
import type { Route } from "./+types/admin-home";
import { AdminDashboardView } from "../../components/admin/dashboard/admin-dashboard.tsx";
import { LaunchChecklistView } from "../../components/admin/business/launch-checklist.tsx";
import type { RouteHandle } from "../../root.tsx";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/admin.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const [dashboard, checklist] = await Promise.all([services.getAdminDashboard(), services.getLaunchChecklist()]);
  return { pending: dashboard.pendingManualPayments, dashboard, checklist };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Admin | Investar",
    description: "Investar administration.",
    path: "/admin",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

/** Links, charts drawn on the server and CSV downloads: nothing here needs the page's script (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

/** The back office's other areas, each a tile: where it leads and what is done there. */
const tiles = [
  {
    to: "/admin/webinars",
    title: "Webinars",
    text: "Create, edit and cancel webinars and training videos, upload recordings and materials, and see or export who registered.",
  },
  {
    to: "/admin/catalogue",
    title: "Prices, coupons and offers",
    text: "Price sets and their dates, add-ons, packages, coupons, renewal and scheme discounts, running offers and webinar discounts.",
  },
  {
    to: "/admin/users",
    title: "Customers",
    text: "Find a customer by email, name, mobile or user id; see their subscriptions, wallet, orders and invoices; change roles, discounts and the wallet, or disable an account.",
  },
  {
    to: "/admin/releases",
    title: "Releases",
    text: "Release notes of the production and beta channels, installer uploads with their SHA-256, and promoting a beta build to production.",
  },
  {
    to: "/admin/audit",
    title: "Audit log",
    text: "Who changed what and when, with the before and after of every change; filter it and export it as CSV.",
  },
  {
    to: "/admin/campaign-sign-ups",
    title: "Campaign sign-ups",
    text: "Who signed up through a landing page, the broker page or a campaign link, their partner codes and broker questionnaires.",
  },
  {
    to: "/admin/two-factor",
    title: "Two-factor sign-in",
    text: "Protect your staff account with a code from an authenticator app at every login, and keep your recovery codes.",
  },
  {
    to: "/admin/business",
    title: "Business details",
    text: "Legal name, GSTIN, address, invoice numbering, support contacts and the payee account and UPI ID; and the launch checklist.",
  },
  {
    to: "/admin/gst",
    title: "GST returns",
    text: "GSTR-1 for a month as the GST portal imports it, with CSVs and a summary; Tally vouchers; the register of invoices and credit notes.",
  },
  {
    to: "/admin/site",
    title: "Site content",
    text: "The offer banner on the home page (its text, link, dates and whether it runs) and the counters’ figures.",
  },
  {
    to: "/admin/support",
    title: "Support desk",
    text: "Problem reports, feedback, broker and privacy requests and customers’ mails as tickets, oldest first: reply by mail, keep internal notes, assign and prioritise.",
  },
  {
    to: "/admin/privacy",
    title: "Privacy requests",
    text: "Customers’ requests about their data and grievances, due within 7 days, with their history; and personal-data breaches: record one, tell the people affected, print the Board’s record.",
  },
  {
    to: "/admin/newsletters",
    title: "Newsletters",
    text: "Write a newsletter, offer, webinar invitation or product update, test it on yourself, and send it to the customers who asked for it.",
  },
];

/** The admin landing page: what is waiting for an admin, where to deal with it, and how the business is doing. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { pendingPayments, usersWaiting } = loaderData.pending;
  return (
    <div className="admin-page">
      <h1>Admin</h1>
      {/* ADR 0033: first, while anything stands between the site and taking money. */}
      {loaderData.checklist.ready ? null : <LaunchChecklistView checklist={loaderData.checklist} />}
      <ul className="admin-home__tiles" role="list">
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/activate-manual-payment">Activate Manual Payments</Link>
          </h2>
          <p className="admin-home__count">
            {pendingPayments === 0 ? (
              "No manual payment is waiting."
            ) : (
              <>
                <strong>{pendingPayments}</strong> manual {pendingPayments === 1 ? "payment is" : "payments are"} waiting for activation,
                from <strong>{usersWaiting}</strong> {usersWaiting === 1 ? "customer" : "customers"}.
              </>
            )}
          </p>
          <p>Match bank transfers, cheques, DDs, cash deposits and UPI payments with the statement, activate them, or refund a payment.</p>
        </li>
        {tiles.map((tile) => (
          <li key={tile.to} className="card admin-home__tile">
            <h2>
              <Link to={tile.to}>{tile.title}</Link>
            </h2>
            <p>{tile.text}</p>
          </li>
        ))}
      </ul>
      <h2 className="dashboard__heading">How the business is doing</h2>
      <AdminDashboardView dashboard={loaderData.dashboard} />
    </div>
  );
}
