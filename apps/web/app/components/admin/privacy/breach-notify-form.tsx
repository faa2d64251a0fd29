import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { parseEmailList } from "@investar/core/privacy-requests/privacy-requests";
import { useState, type FormEvent } from "react";
import { StatusLine, useAdminCall } from "../admin-call.tsx";
import { TextAreaField, TextField } from "../admin-fields.tsx";

const notifyBreach = lazyEndpoint(() => import("@investar/contract/privacy-requests/notify-breach"), "notifyBreach");

/**
 * Tells the people a breach affected (DPDP Rules r. 7(1)): a pasted list of addresses, or every account signed up in a
 * period. "Preview" counts them first; "Send" mails each one not told yet, never twice.
 */
export function BreachNotifyForm({ id }: { id: number }) {
  const { errors, status, busy, send } = useAdminCall();
  const [kind, setKind] = useState<"emails" | "signed-up">("emails");
  const [emails, setEmails] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");

  const call = async (preview: boolean) => {
    const audience = kind === "emails" ? { kind, emails: parseEmailList(emails) } : { kind, from: from || null, to: to || null };
    await send(
      notifyBreach,
      { body: { id, audience, preview } },
      (answer) =>
        [
          preview ? `${answer.matched} account(s) match` : `${answer.queued} mail(s) queued`,
          answer.alreadyNotified ? `${answer.alreadyNotified} told before (not again)` : "",
          answer.unknownEmails.length ? `no account for: ${answer.unknownEmails.join(", ")}` : "",
        ]
          .filter(Boolean)
          .join("; ") + ".",
    );
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await call(false);
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Notify the people affected">
      <fieldset>
        <legend>Who was affected</legend>
        <label className="field--check">
          <input type="radio" name="audience" checked={kind === "emails"} onChange={() => setKind("emails")} /> These email addresses
        </label>
        <label className="field--check">
          <input type="radio" name="audience" checked={kind === "signed-up"} onChange={() => setKind("signed-up")} /> Every account signed
          up between two dates (leave both empty for every account)
        </label>
      </fieldset>
      {kind === "emails" ? (
        <TextAreaField
          id="breach-emails"
          label="Email addresses (one a line, or separated by commas)"
          rows={5}
          error={errors["audience.emails"]}
          value={emails}
          onChange={setEmails}
        />
      ) : (
        <>
          <TextField id="breach-from" label="Signed up from" type="date" error={errors["audience.from"]} value={from} onChange={setFrom} />
          <TextField id="breach-to" label="Signed up to" type="date" error={errors["audience.to"]} value={to} onChange={setTo} />
        </>
      )}
      <div className="button-row">
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => void call(true)}>
          Preview
        </button>
        <button type="submit" className="button button--danger" disabled={busy}>
          {busy ? "Working…" : "Send the notice"}
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  );
}
