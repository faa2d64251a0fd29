import { Link } from "react-router";
import type { Route } from "./+types/admin-home";
import { AdminDashboardView } from "../../components/admin/dashboard/admin-dashboard.tsx";
import { LaunchChecklistView } from "../../components/admin/business/launch-checklist.tsx";
import { appContext } from "../../load-context.ts";
import type { RouteHandle } from "../../root.tsx";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/admin.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, user } = context.get(appContext);
  // The guard checks core's static admin roles; the server's configured ADMIN_ROLES are the final word.
  if (!user?.isAdmin) throw new Response("Forbidden", { status: 403 });
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
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/webinars">Webinars</Link>
          </h2>
          <p>Create, edit and cancel webinars and training videos, upload recordings and materials, and see or export who registered.</p>
        </li>
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/catalogue">Prices, coupons and offers</Link>
          </h2>
          <p>Price sets and their dates, add-ons, packages, coupons, renewal and scheme discounts, running offers and webinar discounts.</p>
        </li>
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/users">Customers</Link>
          </h2>
          <p>
            Find a customer by email, name, mobile or user id; see their subscriptions, wallet, orders and invoices; change roles, discounts
            and the wallet, or disable an account.
          </p>
        </li>
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/releases">Releases</Link>
          </h2>
          <p>
            Release notes of the production and beta channels, installer uploads with their SHA-256, and promoting a beta build to
            production.
          </p>
        </li>
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/audit">Audit log</Link>
          </h2>
          <p>Who changed what and when, with the before and after of every change; filter it and export it as CSV.</p>
        </li>
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/campaign-sign-ups">Campaign sign-ups</Link>
          </h2>
          <p>Who signed up through a landing page, the broker page or a campaign link, their partner codes and broker questionnaires.</p>
        </li>
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/two-factor">Two-factor sign-in</Link>
          </h2>
          <p>Protect your staff account with a code from an authenticator app at every login, and keep your recovery codes.</p>
        </li>
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/business">Business details</Link>
          </h2>
          <p>Legal name, GSTIN, address, invoice numbering, support contacts and the payee account and UPI ID; and the launch checklist.</p>
        </li>
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/gst">GST returns</Link>
          </h2>
          <p>
            GSTR-1 for a month as the GST portal imports it, with CSVs and a summary; Tally vouchers; the register of invoices and credit
            notes.
          </p>
        </li>
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/site">Site content</Link>
          </h2>
          <p>The offer banner on the home page (its text, link, dates and whether it runs) and the counters&rsquo; figures.</p>
        </li>
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/support">Support desk</Link>
          </h2>
          <p>
            Problem reports, feedback, broker and privacy requests and customers&rsquo; mails as tickets, oldest first: reply by mail, keep
            internal notes, assign and prioritise.
          </p>
        </li>
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/privacy">Privacy requests</Link>
          </h2>
          <p>
            Customers&rsquo; requests about their data and grievances, due within 7 days, with their history; and personal-data breaches:
            record one, tell the people affected, print the Board&rsquo;s record.
          </p>
        </li>
        <li className="card admin-home__tile">
          <h2>
            <Link to="/admin/newsletters">Newsletters</Link>
          </h2>
          <p>
            Write a newsletter, offer, webinar invitation or product update, test it on yourself, and send it to the customers who asked for
            it.
          </p>
        </li>
      </ul>
      <h2 className="dashboard__heading">How the business is doing</h2>
      <AdminDashboardView dashboard={loaderData.dashboard} />
    </div>
  );
}
