/** A file attached to a received message, decoded. */
export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The attachments of a raw MIME message as a mail program sees them: every part whose Content-Disposition
 * is "attachment", its base64 (or plain) body decoded. Enough for what nodemailer writes.
 */
export function mailAttachments(raw: string): ReceivedAttachment[] {
  const found: ReceivedAttachment[] = [];
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`).slice(1)) {
      const split = part.search(/\r?\n\r?\n/);
      if (split === -1) continue;
      const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
      if (!/^content-disposition:\s*attachment/im.test(headers)) continue;
      const body = part.slice(split).trim();
      const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? "";
      const contentType = /^content-type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim() ?? "";
      const base64 = /^content-transfer-encoding:\s*base64/im.test(headers);
      found.push({
        filename,
        contentType,
        content: base64 ? Buffer.from(body.replace(/\s+/g, ""), "base64") : Buffer.from(body, "latin1"),
      });
    }
  }
  return found;
}
