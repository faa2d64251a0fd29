import { useRootData } from "../../lib/root-data.ts";
import { FormField } from "../form-field.tsx";
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
 * Rendered on the server only: enhance/support-form.js sends it and shows the answer (the pages ship no React).
 */
export function SupportRequestForm({ kind }: { kind: SupportFormKind }) {
  const { user } = useRootData();
  const id = (name: string) => `${kind}-${name}`;
  return (
    <>
      <form
        className="support-form card"
        aria-label={SUBMIT[kind]}
        data-support-form={kind}
        data-max-files={MAX_FILES}
        data-user-email={user?.email ?? undefined}
      >
        {user ? null : <FormField id={id("email")} name="email" label="Your email" type="email" required maxLength={45} />}
        {kind === "broker-request" ? (
          <FormField id={id("brokerName")} name="brokerName" label="Broker" required maxLength={100} />
        ) : (
          <FormField id={id("subject")} name="subject" label="Subject" required maxLength={150} />
        )}
        {kind === "feedback" ? (
          <div className="field">
            <label htmlFor={id("rating")}>Rating</label>
            <select id={id("rating")} name="rating" defaultValue="5">
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {n} of 5
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={id(kind === "problem" ? "description" : "message")}>{kind === "problem" ? "What happened?" : "Message"}</label>
          <textarea
            id={id(kind === "problem" ? "description" : "message")}
            name={kind === "problem" ? "description" : "message"}
            rows={5}
            maxLength={4000}
            required={kind !== "broker-request"}
          />
        </div>
        {kind === "feedback" ? null : (
          <>
            <FormField id={id("name")} name="name" label="Your name (optional)" maxLength={60} defaultValue={user?.name ?? ""} />
            <FormField id={id("mobileNumber")} name="mobileNumber" label="Mobile number (optional)" maxLength={20} />
          </>
        )}
        {kind === "problem" ? (
          <>
            <FormField
              id={id("softwareVersion")}
              name="softwareVersion"
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
              />
            </div>
          </>
        ) : null}
        <LimitNoticeSlot />
        <button type="submit" className="button button--primary" data-busy-text="Sending…">
          {SUBMIT[kind]}
        </button>
      </form>
      {/* The answer, shown in the form's place by the script (a template, so the page holds no empty notice). */}
      <template>
        <div className="notice notice--success" role="status">
          <p data-slot="message" />
          <p>
            Reference number: <strong data-testid="support-reference" data-slot="reference" />
          </p>
        </div>
      </template>
    </>
  );
}
