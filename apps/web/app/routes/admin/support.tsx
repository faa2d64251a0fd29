import { Link } from "react-router";
import type { SupportQueueFilter } from "@investar/contract/pages/support-desk";
import {
  isTicketKind,
  isTicketPriority,
  isTicketState,
  TICKET_KINDS,
  TICKET_PRIORITIES,
  TICKET_STATES,
  ticketKindLabels,
  ticketPriorityLabels,
  ticketStateLabels,
} from "@investar/core/support-desk/support-desk";
import type { Route } from "./+types/support";
import { FilterSelect } from "../../components/admin/filter-select.tsx";
import { Pager } from "../../components/pager.tsx";
import { DataTable, type TableColumn } from "../../components/data-table.tsx";
import { TicketPriority, TicketState } from "../../components/support-desk/ticket-badges.tsx";
import { when } from "../../components/support-desk/ticket-thread.tsx";
import { numberParam } from "../../lib/number-param.ts";
import "../../styles/admin.css";
import "../../styles/support-desk.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, user } = adminContext(context);
  const url = new URL(request.url);
  const query = url.searchParams;
  const state = query.get("state");
  const assignee = query.get("assignee") ?? "";
  const filter: SupportQueueFilter = {
    state: state === "all" ? "all" : isTicketState(state) ? state : null,
    priority: isTicketPriority(query.get("priority")) ? (query.get("priority") as SupportQueueFilter["priority"]) : null,
    kind: isTicketKind(query.get("kind")) ? (query.get("kind") as SupportQueueFilter["kind"]) : null,
    assignee: assignee === "none" ? "none" : /^\d{1,9}$/.test(assignee) ? Number(assignee) : null,
    page: numberParam(url, "page") ?? 1,
  };
  const [queue, staff] = await Promise.all([services.listSupportTickets(filter), services.listSupportStaff()]);
  return { queue, staff, filter, viewerId: user.userId };
}

export const meta = adminMeta({
  title: "Support desk",
  description: "Customers' problem reports, feedback, broker and privacy requests and mails, oldest first.",
  path: "/admin/support",
});

const ticketColumns: TableColumn<Route.ComponentProps["loaderData"]["queue"]["tickets"][number]>[] = [
  { heading: "Reference", cell: (ticket) => <Link to={`/admin/support/${ticket.id}`}>{ticket.reference}</Link> },
  { heading: "Subject", cell: (ticket) => ticket.subject },
  { heading: "Customer", cell: (ticket) => ticket.customer.name || ticket.customer.email || "Anonymous" },
  { heading: "Kind", cell: (ticket) => ticketKindLabels[ticket.kind] },
  { heading: "State", cell: (ticket) => <TicketState state={ticket.state} /> },
  { heading: "Priority", cell: (ticket) => <TicketPriority priority={ticket.priority} /> },
  { heading: "Handled by", cell: (ticket) => ticket.assignee?.name ?? "Nobody yet" },
  { heading: "Received", cell: (ticket) => when(ticket.createdAt) },
  { heading: "Last activity", cell: (ticket) => when(ticket.lastActivityAt) },
];

/** /admin/support (ADR 0054): the support queue, oldest first, with counts per state and filters. */
export default function AdminSupport({ loaderData }: Route.ComponentProps) {
  const { queue, staff, filter, viewerId } = loaderData;
  const staffLabels = new Map(staff.map((member) => [member.userId, member.name || member.email]));
  const params = (changes: Record<string, string | null>) => {
    const current: Record<string, string | null> = {
      state: filter.state,
      priority: filter.priority,
      kind: filter.kind,
      assignee: filter.assignee === null ? null : String(filter.assignee),
      ...changes,
    };
    const search = new URLSearchParams(Object.entries(current).filter((entry): entry is [string, string] => !!entry[1]));
    return `?${search.toString()}`;
  };
  return (
    <div className="admin-page">
      <h1>Support desk</h1>
      <p>
        Every problem report, piece of feedback, broker request, privacy request and mail to support, oldest first. A reply is mailed from
        the support address and waits on the customer; their answer by mail or on their account opens the ticket again.
      </p>
      <ul className="ticket-counts" aria-label="Tickets per state">
        {TICKET_STATES.map((state) => (
          <li key={state}>
            <Link to={params({ state, page: null })} aria-current={filter.state === state ? "page" : undefined}>
              {ticketStateLabels[state]}: {queue.counts[state]}
            </Link>
          </li>
        ))}
        <li>
          <Link to={params({ assignee: String(viewerId), state: null })}>Assigned to me</Link>
        </li>
      </ul>
      <form method="get" className="card admin-filters" aria-label="Filter the tickets">
        <div className="admin-filters__fields">
          <FilterSelect
            label="State"
            name="state"
            value={filter.state ?? ""}
            values={TICKET_STATES}
            labelOf={(state) => ticketStateLabels[state]}
            before={[{ value: "", label: "Not resolved" }]}
            after={[{ value: "all", label: "Every state" }]}
          />
          <FilterSelect
            label="Priority"
            name="priority"
            value={filter.priority ?? ""}
            values={TICKET_PRIORITIES}
            labelOf={(priority) => ticketPriorityLabels[priority]}
            before={[{ value: "", label: "Any priority" }]}
          />
          <FilterSelect
            label="Kind"
            name="kind"
            value={filter.kind ?? ""}
            values={TICKET_KINDS}
            labelOf={(kind) => ticketKindLabels[kind]}
            before={[{ value: "", label: "Every kind" }]}
          />
          <FilterSelect
            label="Handled by"
            name="assignee"
            value={filter.assignee === null ? "" : String(filter.assignee)}
            values={staff.map((member) => member.userId)}
            labelOf={(userId) => staffLabels.get(userId) ?? String(userId)}
            before={[
              { value: "", label: "Anybody" },
              { value: "none", label: "Nobody yet" },
            ]}
          />
        </div>
        <button type="submit" className="button button--ghost">
          Show
        </button>
      </form>
      {queue.tickets.length === 0 ? (
        <p>No ticket here.</p>
      ) : (
        <DataTable
          className="table"
          caption={
            <>
              {queue.total} {queue.total === 1 ? "ticket" : "tickets"}, oldest first
            </>
          }
          columns={ticketColumns}
          rows={queue.tickets}
          rowKey={(ticket) => ticket.id}
        />
      )}
      <Pager
        totalItems={queue.total}
        page={queue.page}
        pageSize={queue.pageSize}
        hrefFor={(page) => params({ page: String(page) })}
        label="Ticket pages"
      />
    </div>
  );
}
