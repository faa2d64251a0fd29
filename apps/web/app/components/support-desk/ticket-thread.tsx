import type { TicketMessageView } from "@investar/contract/pages/support-desk";

const atFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
export const when = (iso: string) => atFormat.format(new Date(iso));

const kindWords: Record<TicketMessageView["kind"], string> = { customer: "wrote", reply: "replied", note: "noted (internal)" };
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A ticket's conversation, oldest first: the customer's messages, staff replies and (for staff only) internal notes. */
export function TicketThread({ messages }: { messages: TicketMessageView[] }) {
  return (
    <ol className="ticket-thread">
      {messages.map((message) => (
        <li key={message.id} className={`ticket-message ticket-message--${message.kind}`}>
          <p className="ticket-message__meta">
            <strong>{message.author}</strong> {kindWords[message.kind]} on <time dateTime={message.at}>{when(message.at)}</time>
          </p>
          <p className="ticket-message__body">{message.body}</p>
          {message.attachments.length > 0 ? (
            <p className="ticket-message__files">
              Attached:{" "}
              {message.attachments
                .map((file) => `${file.sentAs || "a file"} (${file.contentType.split(";")[0]}, ${size(file.bytes)})`)
                .join(", ")}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
