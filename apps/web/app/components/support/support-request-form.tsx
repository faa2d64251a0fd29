import { useState, type FormEvent } from "react";
import { api } from "../../lib/api-client.ts";
import { useRootData } from "../../lib/root-data.ts";
import { useCall } from "../../lib/use-call.ts";
import { FormField } from "../form-field.tsx";
import { LimitNotice } from "../limit-notice.tsx";

export type SupportFormKind = "problem" | "feedback" | "broker-request";

const MAX_FILES = 3;
const SUBMIT: Record<SupportFormKind, string> = {
  problem: "Send the report",
  feedback: "Send feedback",
  "broker-request": "Send the request",
};

interface Answer {
  reference: string;
  message: string;
}

/**
 * The support desk's forms (issue 13 §6): a problem report with up to three attachments and the product
 * version, feedback, and a broker request. Visitors give their email; a logged-in customer's is filled in.
 * The server checks the files by their bytes and answers with the reference number the receipt mail carries.
 */
export function SupportRequestForm({ kind }: { kind: SupportFormKind }) {
  const { user } = useRootData();
  const [email, setEmail] = useState(user?.email ?? "");
  const [files, setFiles] = useState<File[]>([]);
  const [done, setDone] = useState<Answer | null>(null);
  const { busy, error, setError, run } = useCall();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim() || undefined;
    if (files.length > MAX_FILES) return setError(`Attach at most ${MAX_FILES} files.`);
    const result = await run(() => {
      if (kind === "feedback") {
        return api.post<Answer>("user/SendInvestarFeedback", {
          subject: text("subject"),
          message: text("message"),
          rating: Number(data.get("rating")),
          email: user ? undefined : email,
        });
      }
      const report =
        kind === "problem"
          ? {
              subject: text("subject"),
              description: text("description"),
              softwareVersion: text("softwareVersion"),
              name: text("name"),
              mobileNumber: text("mobileNumber"),
            }
          : { brokerName: text("brokerName"), message: text("message"), name: text("name"), mobileNumber: text("mobileNumber") };
      const form = new FormData();
      form.append("report", JSON.stringify(report));
      for (const file of files) form.append("files", file, file.name);
      return api.post<Answer>(kind === "problem" ? "user/SendReportProblem" : "user/SendBrokerRequest", form, { email });
    });
    if (result.ok) setDone(result.value);
  };

  if (done) {
    return (
      <div className="notice notice--success" role="status">
        <p>{done.message}</p>
        <p>
          Reference number: <strong data-testid="support-reference">{done.reference}</strong>
        </p>
      </div>
    );
  }

  const id = (name: string) => `${kind}-${name}`;
  return (
    <form className="support-form card" onSubmit={submit} aria-label={SUBMIT[kind]}>
      {user ? null : (
        <FormField
          id={id("email")}
          label="Your email"
          type="email"
          required
          maxLength={45}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      )}
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
              type="file"
              multiple
              accept="image/png,image/jpeg,image/webp,image/gif,application/pdf,.txt,.log,.zip"
              onChange={(e) => setFiles([...(e.target.files ?? [])])}
            />
          </div>
        </>
      ) : null}
      <LimitNotice message={error} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? "Sending…" : SUBMIT[kind]}
      </button>
    </form>
  );
}
