import { Link } from "react-router";
import { ticketKindLabels } from "@investar/core/support-desk/support-desk";
import type { Route } from "./+types/support";
import { TicketState } from "../../components/support-desk/ticket-badges.tsx";
import { when } from "../../components/support-desk/ticket-thread.tsx";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/account-area.css";
import "../../styles/support-desk.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  // The guard has already sent visitors without a session to the login page.
  if (!user) throw new Response("Unauthorized", { status: 401 });
  return { tickets: await services.listMyTickets(user.userId) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "My support requests | Investar",
    description: "Your problem reports, feedback and requests to Investar support, with our answers.",
    path: "/my-investar/support",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

/** /my-investar/support (ADR 0054): the customer's support requests with their state and last activity. */
export default function MySupport({ loaderData }: Route.ComponentProps) {
  const { tickets } = loaderData;
  return (
    <div className="account-page">
      <header>
        <h1>My support requests</h1>
        <p>
          Everything you sent to Investar support from this account or its email address, with our answers. Need help with something new?{" "}
          <Link to="/support">Contact support</Link>.
        </p>
      </header>
      {tickets.length === 0 ? (
        <p>You have not written to support yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Subject</th>
                <th scope="col">Kind</th>
                <th scope="col">State</th>
                <th scope="col">Last activity</th>
              </tr>
            </thead>
            <tbody>
              {tickets.map((ticket) => (
                <tr key={ticket.id}>
                  <td>
                    <Link to={`/my-investar/support/${ticket.id}`}>{ticket.reference}</Link>
                  </td>
                  <td>{ticket.subject}</td>
                  <td>{ticketKindLabels[ticket.kind]}</td>
                  <td>
                    <TicketState state={ticket.state} />
                  </td>
                  <td>{when(ticket.lastActivityAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
