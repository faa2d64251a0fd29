import type { TicketMessageView } from "@investar/contract/pages/support-desk";

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
  return (
    <ol className="ticket-thread">
      {messages.map((message) => (
        <li key={message.id} className={`ticket-message ticket-message--${message.kind}`}>
          <p className="ticket-message__meta">
            <strong>{message.author}</strong> {kindWords[message.kind]} on <time dateTime={message.at}>{when(message.at)}</time>
          </p>
          <p className="ticket-message__body">{message.body}</p>
          {message.attachments.length > 0 ? (
            <ul className="ticket-message__files" aria-label="Attachments">
              {message.attachments.map((file) => (
                <li key={file.index}>
                  <a href={`${attachments}?messageId=${message.id}&index=${file.index}`}>{file.sentAs || `Attachment ${file.index + 1}`}</a>{" "}
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
