import { Link } from "react-router";
import type { Route } from "./+types/support";
import { TicketState } from "../../components/support-desk/ticket-badges.tsx";
import { appContext } from "../../load-context.ts";
import { dateTimeIn } from "../../lib/date-time.ts";
import { customerMessages } from "../../i18n/customer-messages.server.ts";
import { metaText, useI18n } from "../../i18n/page-locale.ts";
import { richText, slots } from "../../i18n/rich-text.tsx";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/account-area.css";
import "../../styles/support-desk.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  // The guard has already sent visitors without a session to the login page.
  if (!user) throw new Response("Unauthorized", { status: 401 });
  return {
    tickets: await services.listMyTickets(user.userId),
    messages: customerMessages(request, context, { support: ["support.tickets."] }),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaText(matches);
  return pageMeta({
    title: t("support.tickets.title"),
    description: t("support.tickets.description"),
    path: "/my-investar/support",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

/** /my-investar/support (ADR 0054): the customer's support requests with their state and last activity. */
export default function MySupport({ loaderData }: Route.ComponentProps) {
  const { tickets } = loaderData;
  const { t, language } = useI18n();
  return (
    <div className="account-page">
      <header>
        <h1>{t("support.tickets.heading")}</h1>
        <p>{richText(t("support.tickets.lead", slots("link")), { link: <Link to="/support">{t("support.tickets.contact")}</Link> })}</p>
      </header>
      {tickets.length === 0 ? (
        <p>{t("support.tickets.empty")}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("support.tickets.reference")}</th>
                <th scope="col">{t("support.tickets.subject")}</th>
                <th scope="col">{t("support.tickets.kind")}</th>
                <th scope="col">{t("support.tickets.state")}</th>
                <th scope="col">{t("support.tickets.lastActivity")}</th>
              </tr>
            </thead>
            <tbody>
              {tickets.map((ticket) => (
                <tr key={ticket.id}>
                  <td>
                    <Link to={`/my-investar/support/${ticket.id}`}>{ticket.reference}</Link>
                  </td>
                  <td>{ticket.subject}</td>
                  <td>{t(`support.tickets.kind.${ticket.kind}`)}</td>
                  <td>
                    <TicketState state={ticket.state} />
                  </td>
                  <td>{dateTimeIn(language, ticket.lastActivityAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
