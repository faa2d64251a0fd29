import { Link } from "react-router";
import type { Route } from "./+types/support-ticket";
import { MyTicketReply } from "../../components/account/support/my-ticket-reply.tsx";
import { TicketState } from "../../components/support-desk/ticket-badges.tsx";
import { TicketThread } from "../../components/support-desk/ticket-thread.tsx";
import { appContext } from "../../load-context.ts";
import { dateTimeIn } from "../../lib/date-time.ts";
import { customerMessages } from "../../i18n/customer-messages.server.ts";
import { metaText, useI18n } from "../../i18n/page-locale.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/account-forms.css";
import "../../styles/account-area.css";
import "../../styles/privacy-requests.css";
import "../../styles/support-desk.css";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  // The guard has already sent visitors without a session to the login page.
  if (!user) throw new Response("Unauthorized", { status: 401 });
  const ticketId = Number(params.ticketId);
  if (!Number.isSafeInteger(ticketId) || ticketId <= 0 || ticketId > 2_147_483_647) throw new Response("Not found", { status: 404 });
  // Another customer's ticket is "not found", as one that does not exist.
  const ticket = await services.getMyTicket(user.userId, ticketId);
  if (!ticket) throw new Response("Not found", { status: 404 });
  // The reply's field messages too (auth.validation.*, i18n/field-error-text.ts).
  return { ticket, messages: customerMessages(request, context, { support: ["support.tickets."], auth: ["auth.validation.ticketText"] }) };
}

export function meta({ matches, params }: Route.MetaArgs) {
  const { t } = metaText(matches);
  return pageMeta({
    title: t("support.tickets.ticketTitle"),
    description: t("support.tickets.ticketDescription"),
    path: `/my-investar/support/${params.ticketId}`,
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

/** /my-investar/support/:ticketId (ADR 0054): the conversation on one of the customer's requests, and their reply. */
export default function MySupportTicket({ loaderData }: Route.ComponentProps) {
  const { ticket } = loaderData;
  const { t, language } = useI18n();
  return (
    <div className="account-page">
      <p>
        <Link to="/my-investar/support">{t("support.tickets.back")}</Link>
      </p>
      <header>
        <h1>
          {ticket.reference}: {ticket.subject}
        </h1>
        <p>
          {t(`support.tickets.kind.${ticket.kind}`)} · <TicketState state={ticket.state} /> ·{" "}
          {t("support.tickets.sent", { when: dateTimeIn(language, ticket.createdAt) })}
        </p>
      </header>
      <section aria-labelledby="thread-heading">
        <h2 id="thread-heading">{t("support.tickets.conversation")}</h2>
        <TicketThread messages={ticket.messages} attachments="/api/support/my-ticket/attachment" />
      </section>
      <section aria-labelledby="reply-heading">
        <h2 id="reply-heading">{t("support.tickets.reply")}</h2>
        <MyTicketReply ticketId={ticket.id} reference={ticket.reference} />
      </section>
    </div>
  );
}
