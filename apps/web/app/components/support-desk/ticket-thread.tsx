import type { TicketMessageView } from "@investar/contract/pages/support-desk";
import { useI18n } from "../../i18n/page-locale.ts";
import { richText, slots } from "../../i18n/rich-text.tsx";
import { translatedOr } from "../../i18n/translated-or.ts";
import { dateTimeIn } from "../../lib/date-time.ts";

const atFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
export const when = (iso: string) => atFormat.format(new Date(iso));

const kindWords: Record<TicketMessageView["kind"], string> = { customer: "wrote", reply: "replied", note: "noted (internal)" };
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A ticket's conversation, oldest first: the customer's messages, staff replies and (for staff only) internal notes.
 * `attachments` is the API path that serves a message's files to this viewer (staff's or the customer's own).
 */
export function TicketThread({ messages, attachments }: { messages: TicketMessageView[]; attachments: string }) {
  const text = useI18n();
  // The customer's own page says each line in their language (support.tickets.*); staff's keep English.
  const translated = text.locale !== "en" && text.has("support.tickets.wrote");
  const meta = (message: TicketMessageView) => {
    const at = <time dateTime={message.at}>{translated ? dateTimeIn(text.language, message.at) : when(message.at)}</time>;
    if (!translated || message.kind === "note")
      return (
        <>
          <strong>{message.author}</strong> {kindWords[message.kind]} on {at}
        </>
      );
    const key = message.kind === "reply" ? "support.tickets.replied" : "support.tickets.wrote";
    return richText(text.t(key, slots("author", "when")), { author: <strong>{message.author}</strong>, when: at });
  };
  return (
    <ol className="ticket-thread">
      {messages.map((message) => (
        <li key={message.id} className={`ticket-message ticket-message--${message.kind}`}>
          <p className="ticket-message__meta">{meta(message)}</p>
          <p className="ticket-message__body">{message.body}</p>
          {message.attachments.length > 0 ? (
            <ul className="ticket-message__files" aria-label={translatedOr(text, "support.tickets.attachments", "Attachments")}>
              {message.attachments.map((file) => (
                <li key={file.index}>
                  <a href={`${attachments}?messageId=${message.id}&index=${file.index}`}>
                    {file.sentAs ||
                      translatedOr(text, "support.tickets.attachment", `Attachment ${file.index + 1}`, { number: file.index + 1 })}
                  </a>{" "}
                  ({file.contentType.split(";")[0]}, {size(file.bytes)})
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
