import { useRootData } from "../../lib/root-data.ts";
import type { FormOutcome } from "../../lib/forms/form-action.ts";
import { FieldError, FormField } from "../form-field.tsx";
import { LimitNoticeSlot } from "../limit-notice.tsx";
import { validationTemplates } from "../../i18n/field-error-text.ts";
import { useI18n, type PageText } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";

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
  const i18n = useI18n();
  const say = sayOf(i18n);
  const id = (name: string) => `${kind}-${name}`;
  const mine = outcome?.form === kind ? outcome : null;
  if (mine?.done) return <SupportRequestSent message={String(mine.done.message)} reference={String(mine.done.reference)} />;
  const submit = say(`submit.${kind}`, SUBMIT[kind]);
  const text = kind === "problem" ? "description" : "message";
  const field = (name: string) => ({ id: id(name), name, defaultValue: mine?.values[name], error: mine?.fields[name] });
  return (
    <>
      <form
        className="support-form card"
        aria-label={submit}
        method="post"
        encType={kind === "feedback" ? undefined : "multipart/form-data"}
        data-support-form={kind}
        data-max-files={MAX_FILES}
        data-user-email={user?.email ?? undefined}
        // The script's field messages in the page's language (docs/adr/0059-hindi-with-lingui.md#errors).
        data-texts={i18n.locale === "en" ? undefined : JSON.stringify(validationTemplates(i18n))}
      >
        <input type="hidden" name="form" value={kind} />
        {user ? null : <FormField {...field("email")} label={say("email", "Your email")} type="email" required maxLength={45} />}
        {kind === "broker-request" ? (
          <FormField {...field("brokerName")} label={say("broker", "Broker")} required maxLength={100} />
        ) : (
          <FormField {...field("subject")} label={say("subject", "Subject")} required maxLength={150} />
        )}
        {kind === "feedback" ? (
          <div className="field">
            <label htmlFor={id("rating")}>{say("rating", "Rating")}</label>
            <select id={id("rating")} name="rating" defaultValue={mine?.values.rating || "5"}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {say("ratingOption", `${n} of 5`, { n })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={id(text)}>{kind === "problem" ? say("whatHappened", "What happened?") : say("message", "Message")}</label>
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
              label={say("name", "Your name (optional)")}
              maxLength={60}
              defaultValue={mine?.values.name ?? user?.name ?? ""}
            />
            <FormField {...field("mobileNumber")} label={say("mobile", "Mobile number (optional)")} maxLength={20} />
          </>
        )}
        {kind === "problem" ? (
          <>
            <FormField
              {...field("softwareVersion")}
              label={say("version", "Investar version (Help → About)")}
              maxLength={40}
              placeholder={say("versionExample", "for example 9.4.0")}
            />
            <div className="field">
              <label htmlFor={id("files")}>
                {say("files", "Attachments (up to 3: screenshots, PDF, .txt/.log or a .zip of logs; 5 MB each)")}
              </label>
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
        <button type="submit" className="button button--primary" data-busy-text={say("sending", "Sending…")}>
          {submit}
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
  const i18n = useI18n();
  const say = sayOf(i18n);
  // The desk's answer is in English; a translated page says its own words, with the same reference number.
  const translated = i18n.locale !== "en" && i18n.has("support.form.sent");
  return (
    <div className="notice notice--success" role="status">
      {translated ? <p>{i18n.t("support.form.sent")}</p> : <p data-slot="message">{message}</p>}
      <p>
        {say("reference", "Reference number:")}{" "}
        <strong data-testid="support-reference" data-slot="reference">
          {reference}
        </strong>
      </p>
    </div>
  );
}

/** The forms' texts in the page's language when its loader sent `support.form.*`, else their English (the catalogue's too). */
const sayOf = (i18n: PageText) => (key: string, english: string, values?: Record<string, unknown>) =>
  translatedOr(i18n, `support.form.${key}`, english, values);
