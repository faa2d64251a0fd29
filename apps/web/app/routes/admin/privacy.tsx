import { PRIVACY_QUEUE_SHOWS, type PrivacyQueueFilter, type PrivacyQueueShow } from "@investar/contract/pages/privacy-requests";
import {
  PRIVACY_REQUEST_KINDS,
  privacyRequestKindLabels,
  privacyRequestStateLabels,
  type PrivacyRequestKind,
} from "@investar/core/privacy-requests/privacy-requests";
import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { PrivacyRequestStateBadge } from "../../components/privacy/privacy-request-state.tsx";
import { FilterSelect } from "../../components/admin/filter-select.tsx";
import { RequestActionForm } from "../../components/admin/privacy/request-action-form.tsx";
import "../../styles/admin.css";
import "../../styles/privacy-requests.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";

const showLabels: Record<PrivacyQueueShow, string> = { open: "Open", overdue: "Overdue", closed: "Closed", all: "All" };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, user } = adminContext(context);
  const query = new URL(request.url).searchParams;
  const show = query.get("show") ?? "";
  const kind = query.get("kind") ?? "";
  const filter: PrivacyQueueFilter = {
    show: (PRIVACY_QUEUE_SHOWS as readonly string[]).includes(show) ? (show as PrivacyQueueShow) : "open",
    kind: (PRIVACY_REQUEST_KINDS as readonly string[]).includes(kind) ? (kind as PrivacyRequestKind) : null,
  };
  return { queue: await services.listPrivacyRequests(filter), staffId: user.userId };
}

export const meta = adminMeta({
  title: "Privacy requests",
  description: "Customers' privacy requests and grievances, with their due dates.",
  path: "/admin/privacy",
});

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });
const day = (iso: string) => new Date(iso).toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" });

/** /admin/privacy (ADR 0051): every privacy request in one queue, most urgent first, with its clock, history and the staff's actions. */
export default function AdminPrivacy({ loaderData }: Route.ComponentProps) {
  const { queue, staffId } = loaderData;
  const { counts, filter } = queue;
  return (
    <div className="admin-page">
      <h1>Privacy requests</h1>
      <p>
        Copies of data, corrections, erasures, nominations and grievances under the DPDP Act. Our target is an answer within 7 days; the
        law&rsquo;s outer limit is 90. {counts.open} open,{" "}
        <span className={counts.overdue ? "privacy-overdue" : ""}>{counts.overdue} overdue</span>
        {counts.pastLimit ? <strong className="privacy-overdue">, {counts.pastLimit} past the 90-day limit</strong> : null}.{" "}
        <Link to="/admin/privacy/breaches">Personal-data breaches</Link>
      </p>
      <form method="get" className="card admin-filters" aria-label="Filter the requests">
        <FilterSelect label="Show" name="show" value={filter.show} values={PRIVACY_QUEUE_SHOWS} labelOf={(show) => showLabels[show]} />{" "}
        <FilterSelect
          label="Kind"
          name="kind"
          value={filter.kind ?? ""}
          values={PRIVACY_REQUEST_KINDS}
          labelOf={(kind) => privacyRequestKindLabels[kind]}
          before={[{ value: "", label: "Every kind" }]}
        />{" "}
        <button type="submit" className="button button--ghost">
          Show
        </button>
      </form>
      {queue.requests.length === 0 ? <p>No request here.</p> : null}
      {queue.requests.length >= queue.limit ? <p>The first {queue.limit} are shown; narrow the filter to see the others.</p> : null}
      <ul className="privacy-queue">
        {queue.requests.map((request) => (
          <li key={request.id} className="card">
            <h2>
              {request.reference}: {privacyRequestKindLabels[request.kind]}
            </h2>
            <p>{request.summary}</p>
            <dl className="privacy-facts">
              <dt>Customer</dt>
              <dd>
                {request.customer.userId ? (
                  <Link to={`/admin/users/${request.customer.userId}`}>
                    {request.customer.name} ({request.customer.email})
                  </Link>
                ) : (
                  "Erased account"
                )}
              </dd>
              <dt>Received</dt>
              <dd>{when(request.receivedAt)}</dd>
              <dt>Due</dt>
              <dd>
                {request.closedAt ? (
                  `Closed on ${day(request.closedAt)}`
                ) : (
                  <>
                    {day(request.dueAt)} (limit {day(request.limitAt)})
                    {request.pastLimit ? (
                      <strong className="privacy-overdue"> Past the 90-day limit</strong>
                    ) : request.overdue ? (
                      <strong className="privacy-overdue"> Overdue</strong>
                    ) : null}
                  </>
                )}
              </dd>
              <dt>State</dt>
              <dd>
                <PrivacyRequestStateBadge state={request.state} />
              </dd>
              <dt>Handled by</dt>
              <dd>{request.assignee?.name ?? "Nobody yet"}</dd>
              {Object.entries(request.details).map(([key, value]) => (
                <DetailRow key={key} name={key} value={value} />
              ))}
            </dl>
            <details>
              <summary>History ({request.history.length})</summary>
              <ol className="privacy-history">
                {request.history.map((event, i) => (
                  <li key={i}>
                    {when(event.at)}, {event.actor}: {eventText(event)}
                    {event.note ? ` — ${event.note}` : ""}
                    {event.mailed ? " (mailed to the customer)" : ""}
                  </li>
                ))}
              </ol>
            </details>
            <RequestActionForm key={request.id} request={request} staffId={staffId} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function DetailRow({ name, value }: { name: string; value: string }) {
  if (!value) return null;
  const label = name.replace(/([A-Z])/g, " $1").toLowerCase();
  return (
    <>
      <dt>{label.charAt(0).toUpperCase() + label.slice(1)}</dt>
      <dd className="privacy-detail">{value}</dd>
    </>
  );
}

function eventText(event: Route.ComponentProps["loaderData"]["queue"]["requests"][number]["history"][number]): string {
  switch (event.action) {
    case "filed":
      return "filed";
    case "state":
      return `moved from ${privacyRequestStateLabels[event.fromState!].toLowerCase()} to ${privacyRequestStateLabels[event.toState!].toLowerCase()}`;
    case "assigned":
      return "changed who handles it";
    case "reply":
      return "wrote to the customer";
    default:
      return "added a note";
  }
}
