import { expect } from "vitest";

/** A received message as a reader sees it, for the mails in the customer's language (docs/adr/0060-mails-in-the-customers-language.md). */

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as nodemailer writes a non-ASCII subject. */
export function decodeWords(header: string): string {
  return header.replace(/\?=\s+=\?/g, "?==?").replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

/** What a mail program shows: the decoded subject, and every text part decoded (base64 or quoted-printable). */
export function readMail(raw: string): { subject: string; headers: string; body: string } {
  const [headers = ""] = raw.split(/\r?\n\r?\n/, 1);
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  const subject = decodeWords(/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? "");
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
    const content = rest.join("\n\n");
    if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
    if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
      return Buffer.from(
        content.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    return content;
  });
  return { subject, headers: unfolded, body: parts.join("\n") };
}

/** The checks every Hindi mail passes: its subject, Content-Language: hi, <html lang="hi"> and the Hindi greeting and signature. */
export function expectHindiMail(raw: string, subject: string | RegExp): ReturnType<typeof readMail> {
  const read = readMail(raw);
  if (typeof subject === "string") expect(read.subject).toBe(subject);
  else expect(read.subject).toMatch(subject);
  expect(read.headers).toMatch(/^Content-Language: hi$/m);
  expect(read.body).toMatch(/<html[^>]*lang="hi"/);
  expect(read.body).toContain("नमस्ते");
  expect(read.body).toContain("— टीम Investar");
  expect(read.body).not.toContain("Hello ");
  return read;
}
