import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Mailgun's inbound routes (ADR 0054): a route's forward() action POSTs each mail to support, parsed, as
 * multipart/form-data (with attachments, as attachment-1…n) or application/x-www-form-urlencoded (without), signed with
 * the account's HTTP webhook signing key: signature = hex HMAC-SHA256(key, timestamp + token).
 */
export function verifyMailgunSignature(signingKey: string, fields: Record<string, unknown>): boolean {
  const { timestamp, token, signature } = fields;
  if (typeof timestamp !== "string" || typeof token !== "string" || typeof signature !== "string") return false;
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac("sha256", signingKey)
    .update(timestamp + token)
    .digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

/** A signed Mailgun form for a mail (the tests and the e2e journey post these, as Mailgun would). */
export function signMailgunFields(
  signingKey: string,
  timestamp: string,
  token: string,
): { timestamp: string; token: string; signature: string } {
  return {
    timestamp,
    token,
    signature: createHmac("sha256", signingKey)
      .update(timestamp + token)
      .digest("hex"),
  };
}

export interface InboundMail {
  from: string;
  subject: string;
  /** The new text of the mail: Mailgun's stripped-text (quoted parts and signature removed), else the whole text part. */
  text: string;
  messageId: string | null;
  inReplyTo: string | null;
  references: string | null;
}

const field = (fields: Record<string, unknown>, name: string): string | null => {
  const value = fields[name];
  return typeof value === "string" ? value : null;
};

/** The mail's headers from message-headers (a JSON list of [name, value] pairs), falling back to the top-level fields Mailgun also sends. */
function headerOf(fields: Record<string, unknown>, name: string): string | null {
  const raw = field(fields, "message-headers");
  if (raw) {
    try {
      const headers: unknown = JSON.parse(raw);
      if (Array.isArray(headers))
        for (const pair of headers)
          if (
            Array.isArray(pair) &&
            typeof pair[0] === "string" &&
            pair[0].toLowerCase() === name.toLowerCase() &&
            typeof pair[1] === "string"
          )
            return pair[1];
    } catch {
      // A malformed list: the top-level fields still carry the common headers.
    }
  }
  const key = Object.keys(fields).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? field(fields, key) : null;
}

/** The parts of a Mailgun form the desk uses. */
export function readMailgunMail(fields: Record<string, unknown>): InboundMail {
  const stripped = field(fields, "stripped-text")?.trim();
  return {
    from: field(fields, "from") ?? field(fields, "sender") ?? "",
    subject: field(fields, "subject") ?? "",
    text: stripped || (field(fields, "body-plain") ?? "").trim(),
    messageId: headerOf(fields, "Message-Id")?.trim() || null,
    inReplyTo: headerOf(fields, "In-Reply-To"),
    references: headerOf(fields, "References"),
  };
}
