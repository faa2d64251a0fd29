import { Link } from "react-router";
import { ticketKindLabels } from "@investar/core/support-desk/support-desk";
import type { Route } from "./+types/support-ticket";
import { TicketReply, TicketTriage } from "../../components/admin/support-desk/ticket-actions.tsx";
import { UserProfile } from "../../components/admin/users/user-profile.tsx";
import { TicketPriority, TicketState } from "../../components/support-desk/ticket-badges.tsx";
import { TicketThread, when } from "../../components/support-desk/ticket-thread.tsx";
import "../../styles/admin.css";
import "../../styles/support-desk.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminPageMeta } from "../../components/admin/admin-meta.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, user } = adminContext(context);
  const ticketId = Number(params.ticketId);
  if (!Number.isSafeInteger(ticketId) || ticketId <= 0 || ticketId > 2_147_483_647) throw new Response("Not found", { status: 404 });
  const [ticket, staff] = await Promise.all([services.getSupportTicket(ticketId), services.listSupportStaff()]);
  if (!ticket) throw new Response("Not found", { status: 404 });
  // The customer beside the thread: the admin customer page's own overview (profile and subscriptions).
  const customer = ticket.customer.userId
    ? await services.getUserOverview(ticket.customer.userId, { wallet: 1, orders: 1, audit: 1 })
    : null;
  return { ticket, staff, customer, viewerId: user.userId };
}

export function meta({ matches, params }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: `Ticket ${params.ticketId} | Support desk`,
    description: "A support ticket's conversation, its customer and what staff can do.",
    path: `/admin/support/${params.ticketId}`,
  });
}

/** /admin/support/:ticketId (ADR 0054): the thread with internal notes, the customer's subscription beside it, reply, note and triage. */
export default function AdminSupportTicket({ loaderData }: Route.ComponentProps) {
  const { ticket, staff, customer, viewerId } = loaderData;
  return (
    <div className="admin-page">
      <p>
        <Link to="/admin/support">← Support desk</Link>
      </p>
      <h1>
        {ticket.reference}: {ticket.subject}
      </h1>
      <p>
        {ticketKindLabels[ticket.kind]} · <TicketState state={ticket.state} /> · <TicketPriority priority={ticket.priority} /> · received{" "}
        {when(ticket.createdAt)} · from {ticket.customer.name ? `${ticket.customer.name} ` : ""}
        {ticket.customer.email ?? "an anonymous sender"} · handled by {ticket.assignee?.name ?? "nobody yet"}
        {ticket.privacyRequestId !== null ? (
          <>
            {" "}
            · its clock and actions are on <Link to="/admin/privacy">Privacy requests</Link>
          </>
        ) : null}
      </p>
      <div className="ticket-layout">
        <section className="card" aria-labelledby="thread-heading">
          <h2 id="thread-heading">Conversation</h2>
          <TicketThread messages={ticket.messages} attachments="/api/admin/support/attachment" />
        </section>
        <div>
          {customer ? (
            <>
              <UserProfile overview={customer} />
              <p>
                <Link to={`/admin/users/${customer.profile.userId}`}>The customer&rsquo;s page</Link>
              </p>
            </>
          ) : (
            <section className="card" aria-labelledby="customer-heading">
              <h2 id="customer-heading">Customer</h2>
              <p>{ticket.customer.email ? `${ticket.customer.email} has no account.` : "Sent anonymously."}</p>
            </section>
          )}
        </div>
      </div>
      <TicketReply key={`reply-${ticket.id}`} ticket={ticket} />
      <TicketTriage
        key={`triage-${ticket.id}-${ticket.state}-${ticket.priority}-${ticket.assignee?.userId ?? 0}`}
        ticket={ticket}
        staff={staff}
        viewerId={viewerId}
      />
    </div>
  );
}
