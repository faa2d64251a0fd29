import { useRootData } from "../../lib/root-data.ts";
import type { FormOutcome } from "../../lib/forms/form-action.ts";
import { FieldError, FormField } from "../form-field.tsx";
import { LimitNoticeSlot } from "../limit-notice.tsx";

export type SupportFormKind = "problem" | "feedback" | "broker-request";

/** enhance/support-form.js refuses more; the server's multipart limit is the same. */
const MAX_FILES = 3;
const SUBMIT: Record<SupportFormKind, string> = {
  problem: "Send the report",
  feedback: "Send feedback",
  "broker-request": "Send the request",
};

/**
 * The support desk's forms (ADR 0026): a problem report with up to three attachments and the product
 * version, feedback, and a broker request. Visitors give their email; a logged-in customer's is filled in.
 * The server checks the files by their bytes and answers with the reference number the receipt mail carries.
 * Rendered on the server only: enhance/support-form.js sends it and shows the answer (the pages ship no React). Without
 * JavaScript the browser posts it to the page, whose action (lib/forms/support-form-action.ts) sends it on and renders
 * `outcome`: the same notice in the form's place, or the refusal with the values typed (ADR 0058).
 */
export function SupportRequestForm({ kind, outcome }: { kind: SupportFormKind; outcome?: FormOutcome | null }) {
  const { user } = useRootData();
  const id = (name: string) => `${kind}-${name}`;
  const mine = outcome?.form === kind ? outcome : null;
  if (mine?.done) return <SupportRequestSent message={String(mine.done.message)} reference={String(mine.done.reference)} />;
  const text = kind === "problem" ? "description" : "message";
  const field = (name: string) => ({ id: id(name), name, defaultValue: mine?.values[name], error: mine?.fields[name] });
  return (
    <>
      <form
        className="support-form card"
        aria-label={SUBMIT[kind]}
        method="post"
        encType={kind === "feedback" ? undefined : "multipart/form-data"}
        data-support-form={kind}
        data-max-files={MAX_FILES}
        data-user-email={user?.email ?? undefined}
      >
        <input type="hidden" name="form" value={kind} />
        {user ? null : <FormField {...field("email")} label="Your email" type="email" required maxLength={45} />}
        {kind === "broker-request" ? (
          <FormField {...field("brokerName")} label="Broker" required maxLength={100} />
        ) : (
          <FormField {...field("subject")} label="Subject" required maxLength={150} />
        )}
        {kind === "feedback" ? (
          <div className="field">
            <label htmlFor={id("rating")}>Rating</label>
            <select id={id("rating")} name="rating" defaultValue={mine?.values.rating || "5"}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {n} of 5
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={id(text)}>{kind === "problem" ? "What happened?" : "Message"}</label>
          <textarea
            id={id(text)}
            name={text}
            rows={5}
            maxLength={4000}
            required={kind !== "broker-request"}
            defaultValue={mine?.values[text]}
            aria-invalid={mine?.fields[text] ? true : undefined}
            aria-describedby={mine?.fields[text] ? `${id(text)}-error` : undefined}
          />
          <FieldError id={id(text)} error={mine?.fields[text]} />
        </div>
        {kind === "feedback" ? null : (
          <>
            <FormField
              {...field("name")}
              label="Your name (optional)"
              maxLength={60}
              defaultValue={mine?.values.name ?? user?.name ?? ""}
            />
            <FormField {...field("mobileNumber")} label="Mobile number (optional)" maxLength={20} />
          </>
        )}
        {kind === "problem" ? (
          <>
            <FormField
              {...field("softwareVersion")}
              label="Investar version (Help → About)"
              maxLength={40}
              placeholder="for example 9.4.0"
            />
            <div className="field">
              <label htmlFor={id("files")}>Attachments (up to 3: screenshots, PDF, .txt/.log or a .zip of logs; 5 MB each)</label>
              <input
                id={id("files")}
                name="files"
                type="file"
                multiple
                accept="image/png,image/jpeg,image/webp,image/gif,application/pdf,.txt,.log,.zip"
                aria-invalid={mine?.fields.files ? true : undefined}
              />
              <FieldError id={id("files")} error={mine?.fields.files} />
            </div>
          </>
        ) : null}
        <LimitNoticeSlot message={mine?.message} />
        <button type="submit" className="button button--primary" data-busy-text="Sending…">
          {SUBMIT[kind]}
        </button>
      </form>
      {/* The answer, shown in the form's place by the script (a template, so the page holds no empty notice). */}
      <template>
        <SupportRequestSent />
      </template>
    </>
  );
}

/** The desk's answer: its message and the reference number the receipt mail carries (filled in by the script, or by the action). */
function SupportRequestSent({ message, reference }: { message?: string; reference?: string }) {
  return (
    <div className="notice notice--success" role="status">
      <p data-slot="message">{message}</p>
      <p>
        Reference number:{" "}
        <strong data-testid="support-reference" data-slot="reference">
          {reference}
        </strong>
      </p>
    </div>
  );
}
