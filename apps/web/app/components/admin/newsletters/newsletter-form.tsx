import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import { MARKETING_MAIL_KINDS, marketingMailKindLabels, type MarketingMailKind, type NewsletterSummary } from "@investar/core";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { useConfirm } from "../../confirm-dialog.tsx";
import { Field, invalidProps, StatusLine, useAdminCall } from "../admin-call.tsx";

const saveNewsletter = lazyEndpoint(() => import("@investar/contract/newsletters/save-newsletter"), "saveNewsletter");
const previewNewsletter = lazyEndpoint(() => import("@investar/contract/newsletters/preview-newsletter"), "previewNewsletter");
const sendNewsletter = lazyEndpoint(() => import("@investar/contract/newsletters/send-newsletter"), "sendNewsletter");
const sendTestNewsletter = lazyEndpoint(() => import("@investar/contract/newsletters/send-test-newsletter"), "sendTestNewsletter");

const draftOf = (n: NewsletterSummary | null) => ({
  kind: n?.kind ?? ("newsletter" as MarketingMailKind),
  subject: n?.subject ?? "",
  markdown: n?.markdown ?? "",
});

/**
 * One draft on /admin/newsletters (none: a new one): Markdown with the server's sanitised preview, a test copy to the
 * staff member, and the send to every customer opted in to its kind (ADR 0034).
 */
export function NewsletterForm({ newsletter }: { newsletter: NewsletterSummary | null }) {
  const [draft, setDraft] = useState(draftOf(newsletter));
  const [preview, setPreview] = useState<string | null>(null);
  const { errors, status, busy, send } = useAdminCall();
  const confirm = useConfirm();
  const [previewStatus, setPreviewStatus] = useState("");
  const id = `newsletter-${newsletter?.id ?? "new"}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await send(saveNewsletter, { body: { ...draft, id: newsletter?.id } }, () => "Saved as a draft.");
    if (saved && !newsletter) setDraft(draftOf(null));
  }

  async function showPreview() {
    const result = await callEndpoint(previewNewsletter, { body: { markdown: draft.markdown } });
    if (!result.ok) return setPreviewStatus(result.failure.message);
    setPreview(result.data.html);
    setPreviewStatus("");
  }

  async function sendToCustomers() {
    if (!newsletter) return;
    const label = marketingMailKindLabels[newsletter.kind].toLowerCase();
    const html = `Every customer who wants ${label} mails gets it, at a steady rate. This can't be undone.`;
    if (await confirm({ title: `Send "${newsletter.subject}"?`, html, okText: "Send to customers", showCancel: true, variant: "error" }))
      await send(sendNewsletter, { body: { id: newsletter.id } }, () => "Sending: copies are queued at a steady rate.");
  }

  return (
    <form onSubmit={save} className="card admin-note" aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`}>{newsletter ? newsletter.subject : "New mailing"}</h3>
      <div className="admin-note__row">
        <Field id={`${id}-kind`} label="Kind (only customers who asked for it get it)" error={errors.kind}>
          <select id={`${id}-kind`} value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value as MarketingMailKind })}>
            {MARKETING_MAIL_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {marketingMailKindLabels[kind]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-subject`} label="Subject" error={errors.subject}>
          <input
            {...invalidProps(`${id}-subject`, errors.subject)}
            value={draft.subject}
            onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
          />
        </Field>
      </div>
      <Field
        id={`${id}-markdown`}
        label="Text (Markdown)"
        error={errors.markdown}
        hint="**bold**, *italic*, # Heading, - list, [link](https://…)"
      >
        <textarea
          {...invalidProps(`${id}-markdown`, errors.markdown)}
          rows={10}
          value={draft.markdown}
          onChange={(e) => setDraft({ ...draft, markdown: e.target.value })}
        />
      </Field>
      <div className="button-row">
        <button type="button" onClick={showPreview} disabled={busy || draft.markdown.trim() === ""}>
          Preview
        </button>
        <button type="submit" disabled={busy}>
          Save draft
        </button>
        {newsletter ? (
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void send(sendTestNewsletter, { body: { id: newsletter.id } }, (r) => `A test copy is on its way to ${r.sentTo}.`)
            }
          >
            Send a test to me
          </button>
        ) : null}
        {newsletter ? (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void sendToCustomers()}>
            Send to customers
          </button>
        ) : null}
      </div>
      <StatusLine status={previewStatus || status} />
      {preview !== null ? (
        <div className="admin-preview" role="group" aria-label="Preview">
          <p className="field__hint">As customers will see it (sanitised as it is sent):</p>
          {/* Sanitised by the server (render-markdown.ts), the same HTML the mail carries. */}
          <div dangerouslySetInnerHTML={{ __html: preview }} />
        </div>
      ) : null}
    </form>
  );
}
