/**
 * A received message read as a mail app reads it: its header fields (unfolded) and its text and HTML parts,
 * decoded from quoted-printable or base64. Enough MIME for what nodemailer sends; not a general parser.
 */
export interface MailParts {
  header(name: string): string | undefined;
  text: string;
  html: string;
}

const splitHead = (raw: string) => {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const field = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, "im").exec(head)?.[1]?.trim();
  return { field, body };
};

/** Quoted-printable is ASCII on the wire: `=XX` is one byte, soft line breaks end in `=`. */
function decodeQuotedPrintable(body: string): string {
  const wire = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < wire.length; i++) {
    const hex = wire[i] === "=" ? /^[0-9A-F]{2}/i.exec(wire.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(wire.charCodeAt(i));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decode(body: string, encoding: string | undefined): string {
  const kind = encoding?.toLowerCase();
  if (kind === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (kind === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** Every leaf part of a message, with its content type and decoded body. */
function leaves(raw: string): { type: string; body: string }[] {
  const { field, body } = splitHead(raw);
  const type = field("Content-Type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) {
    return [{ type: type.split(";")[0]!.trim().toLowerCase(), body: decode(body, field("Content-Transfer-Encoding")) }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith("--"))
    .flatMap((part) => leaves(part.replace(/^\r?\n/, "")));
}

export function mailParts(raw: string): MailParts {
  const { field } = splitHead(raw);
  const parts = leaves(raw);
  return {
    header: field,
    text: parts.find((p) => p.type === "text/plain")?.body ?? "",
    html: parts.find((p) => p.type === "text/html")?.body ?? "",
  };
}
