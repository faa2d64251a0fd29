import type { Route } from "./+types/newsletters";
import { marketingMailKindLabels } from "@investar/core";
import { NewsletterForm } from "../../components/admin/newsletters/newsletter-form.tsx";
import "../../styles/admin.css";
import { ColumnHeadings } from "../../components/admin/column-headings.tsx";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  return await services.listNewsletters();
}

export const meta = adminMeta({
  title: "Newsletters",
  description: "Newsletters, offers, webinar invitations and product updates mailed to the customers who asked for them.",
  path: "/admin/newsletters",
});

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });

/** /admin/newsletters (ADR 0034): drafts are edited and sent here; sent ones show how many went out and who unsubscribed. */
export default function AdminNewsletters({ loaderData }: Route.ComponentProps) {
  const drafts = loaderData.newsletters.filter((n) => n.sendRequestedAt === null);
  const sent = loaderData.newsletters.filter((n) => n.sendRequestedAt !== null);
  return (
    <div className="admin-page">
      <h1>Newsletters</h1>
      <p>Each mailing goes only to customers who ticked its kind on My Profile, and carries a one-click unsubscribe link.</p>
      <section aria-labelledby="sent-heading">
        <h2 id="sent-heading">Sent</h2>
        {sent.length === 0 ? (
          <p>Nothing has been sent yet.</p>
        ) : (
          <table className="admin-table">
            <ColumnHeadings headings={["Subject", "Kind", "Sent on", "Mails sent", "Unsubscribes"]} />
            <tbody>
              {sent.map((n) => (
                <tr key={n.id}>
                  <td>{n.subject}</td>
                  <td>{marketingMailKindLabels[n.kind]}</td>
                  <td>{when(n.sendRequestedAt!)}</td>
                  <td>
                    {n.sent}
                    {n.queuedAll ? "" : ` (sending: ${n.queued} queued so far)`}
                  </td>
                  <td>{n.unsubscribes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="drafts-heading">
        <h2 id="drafts-heading">Drafts</h2>
        {drafts.map((n) => (
          <NewsletterForm key={n.id} newsletter={n} />
        ))}
        <NewsletterForm key="new-newsletter" newsletter={null} />
      </section>
    </div>
  );
}
